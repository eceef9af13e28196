import { Global, Module } from '@nestjs/common';
import { InvalidationBus } from './invalidation-bus.js';

/** The invalidation bus every in-memory cache listens to. */
@Global()
@Module({ providers: [InvalidationBus], exports: [InvalidationBus] })
export class CacheModule {}
