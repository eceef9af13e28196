// Decorator metadata is only recorded once reflect-metadata is loaded.
import 'reflect-metadata';
