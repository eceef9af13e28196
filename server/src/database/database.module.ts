import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { JobLease } from './job-lease.entity.js';
import { JobLeaseService } from './job-lease.service.js';
import { UserLockService } from './user-lock.service.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config.database),
    }),
    TypeOrmModule.forFeature([JobLease]),
  ],
  providers: [UserLockService, JobLeaseService],
  exports: [UserLockService, JobLeaseService],
})
export class DatabaseModule {}
