import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { withDatabaseLock } from './database-lock.js';
import { dataSourceOptions } from './data-source-options.js';
import { dropConnectionsAfterTimeouts } from './mysql-timeouts.js';
import { JobLease } from './job-lease.entity.js';
import { JobLeaseService } from './job-lease.service.js';
import { queueSqliteTransactions } from './sqlite-transaction-queue.js';
import { UserLockService } from './user-lock.service.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        dataSourceOptions(config.database, { migrationsRun: false, queryTimeoutMs: config.databaseQueryTimeoutMs }),
      // Replicas starting together on an empty database migrate one at a time.
      dataSourceFactory: async (options) => {
        const dataSource = await queueSqliteTransactions(new DataSource(options!)).initialize();
        try {
          await withDatabaseLock(dataSource, 'migrations', () => dataSource.runMigrations({ transaction: 'all' }));
        } catch (error) {
          // TypeORM's connection retry calls this again; no pool may be left behind.
          await dataSource.destroy();
          throw error;
        }
        // Only after the migrations, which may rightly take long: no query may hang a request on a silent database.
        if (dataSource.options.type !== 'better-sqlite3') {
          Object.assign(dataSource.driver.options, { enableQueryTimeout: true });
          dropConnectionsAfterTimeouts(dataSource);
        }
        return dataSource;
      },
    }),
    TypeOrmModule.forFeature([JobLease]),
  ],
  providers: [UserLockService, JobLeaseService],
  exports: [UserLockService, JobLeaseService],
})
export class DatabaseModule {}
