import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { PlansModule } from '../plans/plans.module.js';
import { ActiveSubscriptionGuard } from './active-subscription.guard.js';
import { SubscriptionExpiryJob } from './subscription-expiry.job.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Subscription, MtAccount]), PlansModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, ActiveSubscriptionGuard, SubscriptionExpiryJob],
  exports: [SubscriptionsService, ActiveSubscriptionGuard],
})
export class SubscriptionsModule {}
