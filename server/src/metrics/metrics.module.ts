import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Metrics } from './metrics.js';
import { ServerError } from './server-error.entity.js';
import { ServerErrorsController } from './server-errors.controller.js';
import { ServerErrors } from './server-errors.service.js';

/**
 * What the operator sees: one metrics registry per application (services record through the
 * Metrics they are given), and the references of 5xx answers that support looks up.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ServerError])],
  controllers: [ServerErrorsController],
  providers: [{ provide: Metrics, useFactory: () => new Metrics() }, ServerErrors],
  exports: [Metrics, ServerErrors],
})
export class MetricsModule {}
