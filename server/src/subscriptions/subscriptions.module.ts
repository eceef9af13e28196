import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { PlansModule } from '../plans/plans.module.js';
import { PlanChangesService } from './plan-changes.service.js';
import { SubscriptionChangesJob } from './subscription-changes.job.js';
import { SubscriptionExpiryJob } from './subscription-expiry.job.js';
import { SubscriptionHistory } from './subscription-history.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsAdminController } from './subscriptions-admin.controller.js';
import { SubscriptionsAdminService } from './subscriptions-admin.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Subscription, MtAccount]), PlansModule],
  controllers: [SubscriptionsController, SubscriptionsAdminController],
  providers: [
    SubscriptionsService,
    SubscriptionsAdminService,
    PlanChangesService,
    SubscriptionHistory,
    SubscriptionExpiryJob,
    SubscriptionChangesJob,
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
