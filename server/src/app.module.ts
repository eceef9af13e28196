import { AlertsModule } from './alerts/alerts.module.js';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { AccessModule } from './access/access.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { EaModule } from './ea/ea.module.js';
import { AccessStateCache } from './auth/access-state.cache.js';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CacheModule } from './cache/cache.module.js';
import { Clock } from './clock/clock.js';
import { ClockModule } from './clock/clock.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { MailModule } from './mail/mail.module.js';
import { METRICS_PATH } from './metrics/http-observability.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { requestIdOf } from './metrics/request-id.js';
import { PaymentsModule } from './payments/payments.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { NewsModule } from './news/news.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { PlansModule } from './plans/plans.module.js';
import { SignalDelays } from './plans/signal-delays.cache.js';
import { RedisModule } from './redis/redis.module.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { StaffTwoFactorRequirement } from './settings/staff-two-factor.requirement.js';
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
            // The id Fastify gave the request (request-id.ts): every line of the request carries it.
            genReqId: (request) => (request as { id?: string }).id ?? requestIdOf(request),
            // Health probes and scrapes would drown everything else.
            autoLogging: { ignore: (request) => request.url === '/api/health' || request.url === METRICS_PATH },
          },
        }),
        MetricsModule,
        DatabaseModule,
        RedisModule,
        SchedulerModule,
        CacheModule,
        HealthModule,
        MailModule,
        AuditModule,
        IdempotencyModule,
        SettingsModule,
        AuthModule,
        PlansModule,
        // The access rules read users, plans and settings only through these three sources.
        AccessModule.register({
          imports: [AuthModule, PlansModule, SettingsModule],
          states: AccessStateCache,
          delays: SignalDelays,
          staffTwoFactor: StaffTwoFactorRequirement,
        }),
        SubscriptionsModule,
        AccountsModule,
        EaModule,
        PrivacyModule,
        PaymentsModule,
        RemindersModule,
        AdminModule,
        SignalsModule,
        NewsModule,
        AlertsModule,
      ],
    };
  }
}
