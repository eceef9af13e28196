import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { Clock } from './clock/clock.js';
import { ClockModule } from './clock/clock.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { NewsModule } from './news/news.module.js';
import { PlansModule } from './plans/plans.module.js';
import { SignalsModule } from './signals/signals.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(clock),
        ScheduleModule.forRoot(),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            // Health probes would drown everything else.
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        DatabaseModule,
        HealthModule,
        AuditModule,
        AuthModule,
        PlansModule,
        SubscriptionsModule,
        AccountsModule,
        PaymentsModule,
        AdminModule,
        SignalsModule,
        NewsModule,
      ],
    };
  }
}
