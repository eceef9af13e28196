import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import { UserLockService } from '../database/user-lock.service.js';
import { PlansService } from '../plans/plans.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { CreatePaymentDto } from './dto/create-payment.dto.js';
import {
  toBillingHistoryItem,
  toPaymentStatusDto,
  type BillingHistoryItemDto,
  type CreatedPaymentDto,
  type PaymentStatusDto,
} from './payment.dto.js';
import { FINAL_STATUSES, PAID_STATUSES, Payment, type PaymentStatus } from './payment.entity.js';
import { PAYMENT_PROVIDER, PaymentProviderError, type PaymentProvider } from './providers/payment-provider.js';

const PROVIDER_DOWN = 'The payment provider is not answering right now. Please try again in a moment';

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private currencyCache?: { codes: string[]; until: number };

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly userLock: UserLockService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The processor's currency list, kept for 10 minutes. */
  async currencies(): Promise<{ all: string[] }> {
    const now = this.clock.now().getTime();
    if (!this.currencyCache || this.currencyCache.until <= now) {
      const codes = await this.provider.currencies().catch((error: unknown) => this.providerFailed(error));
      this.currencyCache = { codes, until: now + 10 * 60 * 1000 };
    }
    return { all: this.currencyCache.codes };
  }

  /** Opens a checkout at our plan's price; whatever price the client believes is ignored. */
  async create(userId: number, input: CreatePaymentDto): Promise<CreatedPaymentDto> {
    const plan = await this.plans.findByType(input.plan_type);
    const price = plan ? Number(input.billing_cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice) : 0;
    if (!plan || !plan.isActive || price <= 0) {
      throw new BadRequestException(
        'This plan is arranged through our support team. Please contact support to subscribe',
      );
    }
    const { all } = await this.currencies();
    if (!all.includes(input.currency))
      throw new BadRequestException(
        `${input.currency.toUpperCase()} is not accepted. Please choose another cryptocurrency`,
      );

    const { payment, subscriptionId } = await this.userLock.run(userId, async (manager) => {
      const subscription = await this.subscriptions.recordFor(manager, userId, plan.planType);
      const created = await manager.getRepository(Payment).save(
        manager.getRepository(Payment).create({
          userId,
          planType: plan.planType,
          billingCycle: input.billing_cycle,
          priceAmount: price.toFixed(2),
          priceCurrency: 'USD',
          payCurrency: input.currency,
          payAmount: null,
          actuallyPaid: null,
          payAddress: null,
          provider: this.provider.name,
          providerPaymentId: null,
          status: 'waiting',
          confirmedAt: null,
          activatedAt: null,
          subscriptionId: subscription.id,
        }),
      );
      return { payment: created, subscriptionId: subscription.id };
    });

    const opened = await this.provider
      .create({
        orderId: String(payment.id),
        priceAmount: payment.priceAmount,
        priceCurrency: payment.priceCurrency,
        payCurrency: payment.payCurrency,
        description: `${plan.name} plan, ${input.billing_cycle}`,
        ipnCallbackUrl: this.config.publicUrl ? `${this.config.publicUrl}/api/payments/ipn` : undefined,
      })
      .catch(async (error: unknown) => {
        await this.payments.update({ id: payment.id }, { status: 'failed' });
        return this.providerFailed(error);
      });
    await this.payments.update(
      { id: payment.id },
      {
        providerPaymentId: opened.providerPaymentId,
        payAddress: opened.payAddress,
        payAmount: opened.payAmount,
        payCurrency: opened.payCurrency,
        status: opened.status,
      },
    );
    return {
      payment_id: opened.providerPaymentId,
      pay_currency: opened.payCurrency,
      pay_amount: opened.payAmount,
      pay_address: opened.payAddress,
      subscription_id: subscriptionId,
      price_amount: price,
      price_currency: 'USD',
      status: opened.status,
    };
  }

  /** The owner's payment; while it is not final, the processor is asked again. */
  async status(userId: number, providerPaymentId: string): Promise<PaymentStatusDto> {
    const payment = await this.payments.findOneBy({ userId, providerPaymentId });
    if (!payment) throw new NotFoundException('Payment not found');
    if (FINAL_STATUSES.includes(payment.status)) return toPaymentStatusDto(payment);
    const state = await this.provider.status(providerPaymentId).catch((error: unknown) => this.providerFailed(error));
    return toPaymentStatusDto(await this.apply(payment.id, state.status, state.actuallyPaid));
  }

  /** The processor's callback: only a correctly signed body changes anything. */
  async notify(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ success: true; status: PaymentStatus }> {
    const notification = rawBody ? this.provider.verifyNotification(rawBody, signature) : null;
    if (!notification) throw new UnauthorizedException('Invalid payment notification signature');
    const byOrder =
      notification.orderId && /^\d+$/.test(notification.orderId)
        ? await this.payments.findOneBy({ id: Number(notification.orderId) })
        : null;
    const payment = byOrder ?? (await this.payments.findOneBy({ providerPaymentId: notification.providerPaymentId }));
    if (!payment) throw new NotFoundException('Payment not found');
    const updated = await this.apply(payment.id, notification.status, notification.actuallyPaid);
    return { success: true, status: updated.status };
  }

  async history(userId: number): Promise<BillingHistoryItemDto[]> {
    const paid = await this.payments.find({
      where: { userId, activatedAt: Not(IsNull()) },
      order: { activatedAt: 'DESC', id: 'DESC' },
    });
    return paid.map(toBillingHistoryItem);
  }

  /** Asks the processor about payments still open, and gives up on stale ones. */
  async recheckOpen(): Promise<void> {
    const stale = new Date(this.clock.now().getTime() - this.config.paymentsStaleHours * 3600 * 1000);
    const open = await this.payments.find({
      where: { status: Not(In([...FINAL_STATUSES])), provider: this.provider.name },
      take: 100,
      order: { id: 'ASC' },
    });
    for (const payment of open) {
      if (!payment.providerPaymentId) continue;
      const state = await this.provider.status(payment.providerPaymentId).catch(() => null);
      if (state) await this.apply(payment.id, state.status, state.actuallyPaid);
    }
    await this.payments.update({ status: In(['waiting']), createdAt: LessThan(stale) }, { status: 'expired' });
  }

  /**
   * Records a status. The first paid status activates the subscription, in the same transaction
   * and under the user's lock, so duplicate, late or concurrent callbacks activate exactly once.
   * A final status is never overwritten by a late, earlier one.
   */
  private async apply(paymentId: number, status: PaymentStatus, actuallyPaid?: string): Promise<Payment> {
    const { userId } = await this.payments.findOneByOrFail({ id: paymentId });
    return this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(Payment);
      const payment = await repository.findOneByOrFail({ id: paymentId });
      if (!FINAL_STATUSES.includes(payment.status) || status === 'refunded') payment.status = status;
      if (actuallyPaid !== undefined) payment.actuallyPaid = actuallyPaid;
      if (PAID_STATUSES.includes(status) && !payment.activatedAt) {
        const now = this.clock.now();
        const subscription = await this.subscriptions.activate(manager, {
          userId: payment.userId,
          planType: payment.planType,
          cycle: payment.billingCycle,
          amount: payment.priceAmount,
          currency: payment.priceCurrency,
        });
        payment.activatedAt = now;
        payment.confirmedAt = now;
        payment.subscriptionId = subscription.id;
        this.logger.log(
          `Payment ${payment.id} activated ${payment.planType} ${payment.billingCycle} for user ${payment.userId}`,
        );
      }
      return repository.save(payment);
    });
  }

  private providerFailed(error: unknown): never {
    if (error instanceof PaymentProviderError) throw new BadGatewayException(PROVIDER_DOWN);
    throw error;
  }
}
