import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.js';

/** One registry per application: services record through the Metrics they are given. */
@Global()
@Module({ providers: [{ provide: Metrics, useFactory: () => new Metrics() }], exports: [Metrics] })
export class MetricsModule {}
