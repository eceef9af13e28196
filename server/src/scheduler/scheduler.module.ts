import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler.service.js';

@Global()
@Module({ providers: [JobScheduler], exports: [JobScheduler] })
export class SchedulerModule {}
