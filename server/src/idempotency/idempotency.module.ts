import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobScheduler } from '../scheduler/job-scheduler.service.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotentRequest } from './idempotent-request.entity.js';

/** Idempotency-Key for the routes marked @Idempotent(); kept keys are swept hourly across replicas. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotentRequest])],
  providers: [IdempotencyService, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule implements OnModuleInit {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly idempotency: IdempotencyService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'idempotency-sweep',
      periodMs: 60 * 60 * 1000,
      run: () => this.idempotency.sweep(),
    });
  }
}
