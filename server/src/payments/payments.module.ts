import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { PlansModule } from '../plans/plans.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { User } from '../users/user.entity.js';
import { UserSettings } from '../users/user-settings.entity.js';
import { CheckoutQuoteService } from './checkout-quote.service.js';
import { PaymentRecheckJob } from './payment-recheck.job.js';
import { Payment } from './payment.entity.js';
import { PaymentsAdminController } from './payments-admin.controller.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { NowPaymentsProvider } from './providers/nowpayments.provider.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.js';
import { SimulatedPaymentProvider } from './providers/simulated.provider.js';
import { ReceiptMailJob } from './receipt-mail.job.js';
import { ConfirmedPayments } from './confirmed-payments.service.js';
import { ReceiptMailer } from './receipt-mailer.js';
import { ReceiptsController } from './receipts.controller.js';
import { ReceiptsService } from './receipts.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Payment, User, UserSettings]), PlansModule, SubscriptionsModule],
  controllers: [PaymentsController, ReceiptsController, PaymentsAdminController],
  providers: [
    PaymentsService,
    ConfirmedPayments,
    PaymentsAdminService,
    PaymentRecheckJob,
    CheckoutQuoteService,
    ReceiptsService,
    ReceiptMailer,
    ReceiptMailJob,
    {
      provide: PAYMENT_PROVIDER,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): PaymentProvider =>
        config.paymentsProvider === 'nowpayments'
          ? new NowPaymentsProvider({
              apiKey: config.nowPayments.apiKey!,
              ipnSecret: config.nowPayments.ipnSecret!,
              baseUrl: config.nowPayments.baseUrl,
              timeoutMs: config.nowPayments.timeoutMs,
            })
          : new SimulatedPaymentProvider(clock, config.paymentsSimulatedConfirmSeconds),
    },
  ],
  exports: [ConfirmedPayments],
})
export class PaymentsModule {}
