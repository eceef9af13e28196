import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertSettings } from '../alerts/alert-settings.entity.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UserSettings } from '../users/user-settings.entity.js';
import { RenewalReminder } from './renewal-reminder.entity.js';
import { RenewalRemindersJob } from './renewal-reminders.job.js';
import { RenewalRemindersService } from './renewal-reminders.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([RenewalReminder, Subscription, User, UserSettings, AlertSettings]),
    PlansModule,
    AlertsModule,
  ],
  providers: [RenewalRemindersService, RenewalRemindersJob],
})
export class RemindersModule {}
