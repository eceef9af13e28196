import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertsModule } from '../alerts/alerts.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { RenewalReminder } from './renewal-reminder.entity.js';
import { RenewalRemindersJob } from './renewal-reminders.job.js';
import { RenewalRemindersService } from './renewal-reminders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([RenewalReminder]), PlansModule, AlertsModule, SubscriptionsModule],
  providers: [RenewalRemindersService, RenewalRemindersJob],
})
export class RemindersModule {}
