import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { NewsModule } from '../news/news.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { AlertCursor } from './alert-cursor.entity.js';
import { AlertDelivery } from './alert-delivery.entity.js';
import { AlertDispatcher } from './alert-dispatcher.service.js';
import { AlertFanout } from './alert-fanout.service.js';
import { AlertOutbox } from './alert-outbox.service.js';
import { AlertSettings } from './alert-settings.entity.js';
import { AlertSettingsService } from './alert-settings.service.js';
import { AlertWorker } from './alert-worker.service.js';
import { AlertsAdminController } from './alerts-admin.controller.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsJobs } from './alerts.jobs.js';
import { AlertChannels } from './channels/alert-channels.js';
import { EmailChannel } from './channels/email.channel.js';
import { TelegramBotApi } from './channels/telegram-bot-api.js';
import { TelegramChannel } from './channels/telegram.channel.js';
import { WebhookChannel } from './channels/webhook.channel.js';
import { AlertQueue } from './queue/alert-queue.js';
import { BullAlertQueue } from './queue/bull-alert.queue.js';
import { DatabaseAlertQueue } from './queue/database-alert.queue.js';
import { TelegramLinker } from './telegram-linker.service.js';

/** Alerts: where a trader wants to hear from us, what about, and the outbox that delivers it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AlertSettings, AlertDelivery, AlertCursor]),
    NewsModule,
    PlansModule,
    PaymentsModule,
    SignalsModule,
  ],
  controllers: [AlertsController, AlertsAdminController],
  providers: [
    {
      provide: AlertQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig): AlertQueue =>
        config.redisUrl ? new BullAlertQueue(config) : new DatabaseAlertQueue(),
    },
    TelegramBotApi,
    EmailChannel,
    TelegramChannel,
    WebhookChannel,
    AlertChannels,
    AlertOutbox,
    AlertDispatcher,
    AlertWorker,
    AlertFanout,
    AlertSettingsService,
    TelegramLinker,
    AlertsJobs,
  ],
  exports: [
    AlertOutbox,
    AlertChannels,
    AlertDispatcher,
    AlertWorker,
    AlertFanout,
    TelegramLinker,
    AlertSettingsService,
  ],
})
export class AlertsModule {}
