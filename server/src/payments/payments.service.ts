import { setTimeout as sleep } from 'node:timers/promises';
import {
  BadGatewayException,
  BadRequestException,
  type BeforeApplicationShutdown,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, MoreThan, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AppConfig } from '../config/app-config.js';
import type { HeldLease } from '../database/job-lease.service.js';
import { UserLockService } from '../database/user-lock.service.js';
import { Metrics } from '../metrics/metrics.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { fromCents } from '../subscriptions/proration.js';
import { User } from '../users/user.entity.js';
import { CheckoutQuoteService } from './checkout-quote.service.js';
import type { CreatePaymentDto } from './dto/create-payment.dto.js';
import type { QuoteQueryDto } from './dto/quote-query.dto.js';
import {
  toBillingHistoryItem,
  toCheckoutDto,
  toCheckoutQuoteDto,
  type CheckoutQuoteDto,
  toPaymentStatusDto,
  type BillingHistoryItemDto,
  type CheckoutDto,
  type CurrentCheckoutDto,
  type PaymentStatusDto,
} from './payment.dto.js';
import {
  CHECKOUT_WINDOW_MS,
  CLOSED_STATUSES,
  FINAL_STATUSES,
  MONEY_STATUSES,
  OPEN_STATUSES,
  PAID_STATUSES,
  Payment,
  type PaymentStatus,
} from './payment.entity.js';
import { PAYMENT_PROVIDER, PaymentProviderError, type PaymentProvider } from './providers/payment-provider.js';
import { ReceiptMailer } from './receipt-mailer.js';

const PROVIDER_DOWN = 'The payment provider is not answering right now. Please try again in a moment';

@Injectable()
export class PaymentsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PaymentsService.name);
  private currencyCache?: { codes: string[]; until: number };
  /** Checks scheduled for when a payment settles (their cancels), and those running. */
  private readonly settling = new Set<() => void>();
  private readonly checking = new Set<Promise<void>>();

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly quotes: CheckoutQuoteService,
    private readonly subscriptions: SubscriptionsService,
    private readonly receiptMail: ReceiptMailer,
    private readonly userLock: UserLockService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    metrics.readAtScrape(metrics.paymentRecheckBacklog, async () => (await this.recheckBacklog()).count);
    metrics.readAtScrape(metrics.paymentRecheckOldestAge, async () => (await this.recheckBacklog()).oldestAgeSeconds);
  }

  /**
   * Payments the re-check should already have settled: paid at the processor but not activated,
   * or still waiting past PAYMENTS_STALE_HOURS (due to expire); and how long the oldest has been
   * due. Either stays at zero while the re-check job runs.
   */
  async recheckBacklog(): Promise<{ count: number; oldestAgeSeconds: number }> {
    const now = this.clock.now().getTime();
    const staleMs = this.config.paymentsStaleHours * 3600 * 1000;
    const due = await this.payments.find({
      select: { id: true, createdAt: true, updatedAt: true, status: true },
      where: [
        { status: In([...PAID_STATUSES]), activatedAt: IsNull(), refundDueAt: IsNull() },
        { status: 'waiting', createdAt: LessThan(new Date(now - staleMs)) },
      ],
    });
    const dueSince = due.map((payment) =>
      payment.status === 'waiting' ? payment.createdAt.getTime() + staleMs : payment.updatedAt.getTime(),
    );
    return {
      count: due.length,
      oldestAgeSeconds: dueSince.length ? Math.max(0, (now - Math.min(...dueSince)) / 1000) : 0,
    };
  }

  /** The processor's currency list, kept for 10 minutes. */
  async currencies(): Promise<{ all: string[] }> {
    const now = this.clock.now().getTime();
    if (!this.currencyCache || this.currencyCache.until <= now) {
      const codes = await this.provider.currencies().catch((error: unknown) => this.providerFailed(error));
      this.currencyCache = { codes, until: now + 10 * 60 * 1000 };
    }
    return { all: this.currencyCache.codes };
  }

  /** What a checkout for this plan and cycle would charge now (GET /api/payments/quote). */
  async quote(userId: number, input: QuoteQueryDto): Promise<CheckoutQuoteDto> {
    return toCheckoutQuoteDto(await this.quotes.quote(userId, input.plan_type, input.billing_cycle));
  }

  /**
   * Opens a checkout at the price the server works out (the plan's, less any upgrade credit);
   * whatever price the client believes is ignored. The quote is taken under the trader's lock,
   * in the transaction that records the checkout, so two checkouts at once price the same state.
   * Asked again for the invoice on offer (same plan, cycle and coin: a reload, a second tab, a
   * double click), it answers that invoice instead of opening another.
   */
  async create(userId: number, input: CreatePaymentDto): Promise<CheckoutDto> {
    const { all } = await this.currencies();
    if (!all.includes(input.currency))
      throw new BadRequestException(
        `${input.currency.toUpperCase()} is not accepted. Please choose another cryptocurrency`,
      );

    const started = await this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(Payment);
      const onOffer = await repository.findOne({
        where: {
          ...this.openWhere(userId),
          planType: input.plan_type,
          billingCycle: input.billing_cycle,
          payCurrency: input.currency,
        },
        order: { id: 'DESC' },
      });
      if (onOffer && (onOffer.providerPaymentId || !this.openingAbandoned(onOffer)))
        return { payment: onOffer, reused: true };
      // A request that died while opening it at the processor left it without an address.
      if (onOffer) await repository.update({ id: onOffer.id }, { status: 'failed' });

      const quote = await this.quotes.quote(userId, input.plan_type, input.billing_cycle, manager);
      const subscription = await this.subscriptions.recordFor(manager, userId, quote.plan.planType);
      // One open checkout per trader: the ones left behind (Change Currency, another plan) are
      // superseded, so an abandoned invoice is never confirmed as a second charge.
      await repository.update(
        { userId, status: In([...OPEN_STATUSES]), activatedAt: IsNull() },
        { status: 'superseded', supersededAt: this.clock.now() },
      );
      const created = await repository.save(
        repository.create({
          // On the rules' clock: an upgrade's credit stands while no payment activates after this moment.
          createdAt: this.clock.now(),
          userId,
          planType: quote.plan.planType,
          billingCycle: input.billing_cycle,
          priceAmount: fromCents(quote.dueCents),
          priceCurrency: 'USD',
          listPrice: fromCents(quote.listCents),
          creditAmount: quote.creditCents > 0 ? fromCents(quote.creditCents) : null,
          kind: quote.kind,
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
          supersededAt: null,
          cancelledAt: null,
          refundDueAt: null,
        }),
      );
      return { payment: created, reused: false, planName: quote.plan.name };
    });
    if (started.reused) return toCheckoutDto(await this.openedAtProvider(started.payment));
    this.metrics.paymentsCreated.inc();

    const payment = started.payment;
    const credit = payment.creditAmount ? `, $${payment.creditAmount} unused time credited` : '';
    const opened = await this.provider
      .create({
        orderId: String(payment.id),
        priceAmount: payment.priceAmount,
        priceCurrency: payment.priceCurrency,
        payCurrency: payment.payCurrency,
        description: `${started.planName} plan, ${input.billing_cycle}${credit}`,
        ipnCallbackUrl: this.config.publicUrl ? `${this.config.publicUrl}/api/payments/ipn` : undefined,
      })
      .catch(async (error: unknown) => {
        await this.payments.update({ id: payment.id }, { status: 'failed' });
        this.metrics.paymentsSettled.inc({ outcome: 'failed' });
        return this.providerFailed(error);
      });
    await this.payments.update(
      { id: payment.id },
      {
        providerPaymentId: opened.providerPaymentId,
        payAddress: opened.payAddress,
        payAmount: opened.payAmount,
        payCurrency: opened.payCurrency,
      },
    );
    // A checkout started meanwhile (another tab) may already have superseded this one: it stays so.
    await this.payments.update({ id: payment.id, status: 'waiting' }, { status: opened.status });
    this.checkWhenSettled(payment.id, opened.providerPaymentId);
    return toCheckoutDto(await this.payments.findOneByOrFail({ id: payment.id }));
  }

  /**
   * A processor that can tell when a payment will change (the simulation, at its set delay) gets
   * asked again at that moment, so the payment confirms then, as a callback would confirm it,
   * rather than at the next status request or re-check job. In this process only: after a
   * restart those still catch it.
   */
  private checkWhenSettled(paymentId: number, providerPaymentId: string): void {
    const settlesAt = this.provider.settlesAt?.(providerPaymentId);
    if (!settlesAt || !Number.isFinite(settlesAt.getTime())) return;
    const cancel = this.clock.at(settlesAt, () => {
      this.settling.delete(cancel);
      const check = this.checkSettled(paymentId).finally(() => this.checking.delete(check));
      this.checking.add(check);
      return check;
    });
    this.settling.add(cancel);
  }

  private async checkSettled(paymentId: number): Promise<void> {
    try {
      const payment = await this.payments.findOneBy({ id: paymentId });
      if (payment) await this.refresh(payment);
    } catch (error) {
      this.logger.warn(
        `Payment ${paymentId} could not be checked when it was due to settle (${(error as Error).message}); the next status request or re-check job asks again`,
      );
    }
  }

  /** Shutting down: no new checks start, and those running finish first. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const cancel of this.settling) cancel();
    this.settling.clear();
    await Promise.all(this.checking);
  }

  /**
   * The invoice on offer and the checkout that paid last: what /payment-flow, the dashboard and
   * the profile resume from. The open one is asked about first, so one paid a moment ago reads as paid.
   */
  async current(userId: number): Promise<CurrentCheckoutDto> {
    const open = await this.payments.findOne({ where: this.openWhere(userId), order: { id: 'DESC' } });
    if (open?.providerPaymentId) await this.status(userId, open.providerPaymentId).catch(() => undefined);
    const [stillOpen, lastPaid] = await Promise.all([
      this.payments.findOne({
        where: { ...this.openWhere(userId), providerPaymentId: Not(IsNull()) },
        order: { id: 'DESC' },
      }),
      this.payments.findOne({
        where: { userId, activatedAt: Not(IsNull()) },
        order: { activatedAt: 'DESC', id: 'DESC' },
      }),
    ]);
    return {
      open: stillOpen ? toCheckoutDto(stillOpen) : null,
      last_paid: lastPaid ? toCheckoutDto(lastPaid) : null,
    };
  }

  /**
   * The trader gives up an invoice before paying: it is no longer offered anywhere. Money that
   * still reaches it is credited all the same; asked twice, the second answer is the first.
   */
  cancel(userId: number, providerPaymentId: string): Promise<CheckoutDto> {
    return this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(Payment);
      const payment = await repository.findOneBy({ userId, providerPaymentId });
      if (!payment) throw new NotFoundException('Payment not found');
      if (payment.status === 'cancelled') return toCheckoutDto(payment);
      if (payment.activatedAt)
        throw new ConflictException('This invoice is already paid, so there is nothing to cancel');
      if (payment.status === 'superseded')
        throw new ConflictException('A newer checkout has already replaced this invoice');
      if (payment.status === 'expired' || payment.status === 'failed')
        throw new ConflictException('This invoice has already expired');
      if (payment.status !== 'waiting')
        throw new ConflictException(
          'Money has already reached this invoice, so it can no longer be cancelled. Please contact support if this is a mistake',
        );
      payment.status = 'cancelled';
      payment.cancelledAt = this.clock.now();
      return toCheckoutDto(await repository.save(payment));
    });
  }

  /** The owner's payment; while it is not final, the processor is asked again. */
  async status(userId: number, providerPaymentId: string): Promise<PaymentStatusDto> {
    const payment = await this.payments.findOneBy({ userId, providerPaymentId });
    if (!payment) throw new NotFoundException('Payment not found');
    return toPaymentStatusDto(await this.refresh(payment));
  }

  /** The payment as the processor now reports it, unless it is final or can no longer change. */
  private async refresh(payment: Payment): Promise<Payment> {
    if (!payment.providerPaymentId || FINAL_STATUSES.includes(payment.status) || !this.mayStillChange(payment))
      return payment;
    const state = await this.provider
      .status(payment.providerPaymentId)
      .catch((error: unknown) => this.providerFailed(error));
    return this.apply(payment.id, state.status, state.actuallyPaid);
  }

  /** The processor's callback: only a correctly signed body changes anything. */
  async notify(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ success: true; status: PaymentStatus }> {
    const notification = rawBody ? this.provider.verifyNotification(rawBody, signature) : null;
    if (!notification) {
      this.metrics.ipnSignatureFailures.inc();
      throw new UnauthorizedException('Invalid payment notification signature');
    }
    const byOrder =
      notification.orderId && /^\d+$/.test(notification.orderId)
        ? await this.payments.findOneBy({ id: Number(notification.orderId) })
        : null;
    const payment = byOrder ?? (await this.payments.findOneBy({ providerPaymentId: notification.providerPaymentId }));
    if (!payment) throw new NotFoundException('Payment not found');
    const updated = await this.apply(payment.id, notification.status, notification.actuallyPaid);
    return { success: true, status: updated.status };
  }

  /** What the trader paid, and the checkouts they left behind (shown as superseded, not charged). */
  async history(userId: number): Promise<BillingHistoryItemDto[]> {
    const rows = await this.payments.find({
      where: [
        { userId, activatedAt: Not(IsNull()) },
        { userId, supersededAt: Not(IsNull()) },
      ],
    });
    return rows.map(toBillingHistoryItem).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  }

  /**
   * Asks the processor about payments still open, and gives up on stale ones. Every write first
   * confirms the job's lease, so a run that stalled and lost it to another replica writes nothing.
   */
  async recheckOpen(lease: HeldLease): Promise<void> {
    const stale = new Date(this.clock.now().getTime() - this.config.paymentsStaleHours * 3600 * 1000);
    const provider = this.provider.name;
    const open = await this.payments.find({
      where: [
        { status: Not(In([...FINAL_STATUSES, ...CLOSED_STATUSES])), provider },
        // Money may still reach a recently superseded or cancelled invoice; a simulated one never changes.
        ...(this.provider.lateFundsPossible
          ? [{ status: In([...CLOSED_STATUSES]), provider, createdAt: MoreThan(stale) }]
          : []),
      ],
      take: 100,
      order: { id: 'ASC' },
    });
    for (const payment of open) {
      if (!payment.providerPaymentId) continue;
      const state = await this.provider.status(payment.providerPaymentId).catch(() => null);
      if (state) await this.apply(payment.id, state.status, state.actuallyPaid, lease);
    }
    const expired = await this.payments.manager.transaction(async (manager) => {
      await lease.confirm(manager);
      return manager.update(Payment, { status: In(['waiting']), createdAt: LessThan(stale) }, { status: 'expired' });
    });
    if (expired.affected) this.metrics.paymentsSettled.inc({ outcome: 'expired' }, expired.affected);
  }

  /**
   * Records a status. The first paid status activates the subscription, in the same transaction
   * and under the user's lock, so duplicate, late or concurrent callbacks activate exactly once.
   * The period it paid for is recorded on the payment; an upgrade marks the periods it credited,
   * so their time is never credited twice. A final status is never overwritten by a late, earlier one.
   * Money for an account deleted meanwhile buys nothing: it is marked for support to refund.
   * The receipt goes out once the transaction has committed.
   */
  private async apply(
    paymentId: number,
    status: PaymentStatus,
    actuallyPaid?: string,
    lease?: HeldLease,
  ): Promise<Payment> {
    const { userId } = await this.payments.findOneByOrFail({ id: paymentId });
    let activated = false;
    let refundDue = false;
    let ended: 'failed' | 'expired' | undefined;
    const saved = await this.userLock.run(userId, async (manager) => {
      // Set afresh on each run: a deadlock's victim runs again.
      activated = false;
      refundDue = false;
      ended = undefined;
      await lease?.confirm(manager);
      const repository = manager.getRepository(Payment);
      const payment = await repository.findOneByOrFail({ id: paymentId });
      if (CLOSED_STATUSES.includes(payment.status) && !MONEY_STATUSES.includes(status)) return payment;
      if (!FINAL_STATUSES.includes(payment.status) || status === 'refunded') {
        if (payment.status !== status && (status === 'failed' || status === 'expired')) ended = status;
        payment.status = status;
      }
      if (actuallyPaid !== undefined) payment.actuallyPaid = actuallyPaid;
      if (PAID_STATUSES.includes(status) && !payment.activatedAt && !payment.refundDueAt) {
        const now = this.clock.now();
        const owner = await manager.getRepository(User).findOneBy({ id: userId });
        if (owner?.deletedAt) {
          payment.confirmedAt = now;
          payment.refundDueAt = now;
          refundDue = true;
          return repository.save(payment);
        }
        // The credit was worked out from the payments confirmed before this checkout opened; one
        // confirmed since (money late on another invoice) may have used it, so it no longer counts.
        // "Since" includes the same millisecond: an earlier confirmation precedes the quote by a request.
        const creditStands =
          payment.kind === 'upgrade' &&
          !(await repository.existsBy({
            userId,
            id: Not(payment.id),
            activatedAt: MoreThanOrEqual(payment.createdAt),
          }));
        const activation = await this.subscriptions.activate(manager, {
          userId: payment.userId,
          planType: payment.planType,
          cycle: payment.billingCycle,
          amount: payment.priceAmount,
          currency: payment.priceCurrency,
          listPrice: payment.listPrice ?? payment.priceAmount,
          credit: payment.creditAmount ?? '0.00',
          upgrade: creditStands,
        });
        if (activation.upgraded)
          await repository.update(
            { userId, id: Not(payment.id), activatedAt: Not(IsNull()), creditedAt: IsNull() },
            { creditedAt: now },
          );
        payment.activatedAt = now;
        payment.confirmedAt = now;
        payment.periodStart = activation.periodStart;
        payment.periodEnd = activation.periodEnd;
        payment.subscriptionId = activation.subscription.id;
        activated = true;
      }
      return repository.save(payment);
    });
    // Logged and counted once the transaction has committed: a replica that dies before that claims nothing.
    if (activated) this.metrics.paymentsSettled.inc({ outcome: 'confirmed' });
    if (ended) this.metrics.paymentsSettled.inc({ outcome: ended });
    if (refundDue)
      this.logger.warn(`Payment ${saved.id} was paid after its account was deleted: recorded for a refund by support`);
    if (activated) {
      if (saved.supersededAt) this.logger.warn(`Payment ${saved.id} was paid after a newer checkout replaced it`);
      if (saved.cancelledAt) this.logger.warn(`Payment ${saved.id} was paid after the trader cancelled it`);
      this.logger.log(`Payment ${saved.id} activated ${saved.planType} ${saved.billingCycle} for user ${saved.userId}`);
      this.receiptMail.deliverSoon(saved.id);
    }
    return saved;
  }

  /** A superseded or cancelled invoice changes only where money can still arrive on it. */
  private mayStillChange(payment: Payment): boolean {
    return !CLOSED_STATUSES.includes(payment.status) || this.provider.lateFundsPossible;
  }

  /** Checkouts still on offer: waiting for money, inside their window, not paid. */
  private openWhere(userId: number) {
    return {
      userId,
      status: In([...OPEN_STATUSES]),
      activatedAt: IsNull(),
      createdAt: MoreThan(new Date(this.clock.now().getTime() - CHECKOUT_WINDOW_MS)),
    };
  }

  /** Longer than any request takes to open an invoice at the processor. */
  private openingAbandoned(payment: Payment): boolean {
    return payment.createdAt.getTime() < this.clock.now().getTime() - this.openingMs();
  }

  private openingMs(): number {
    return this.config.nowPayments.timeoutMs + 5000;
  }

  /**
   * An invoice another request is opening at the processor right now (a double click on another
   * replica): its answer is awaited rather than opening a second one.
   */
  private async openedAtProvider(payment: Payment): Promise<Payment> {
    const giveUpAt = Date.now() + this.openingMs();
    let current = payment;
    while (!current.providerPaymentId) {
      if (current.status === 'failed' || Date.now() > giveUpAt) throw new BadGatewayException(PROVIDER_DOWN);
      await sleep(100);
      current = await this.payments.findOneByOrFail({ id: payment.id });
    }
    return current;
  }

  private providerFailed(error: unknown): never {
    if (error instanceof PaymentProviderError) throw new BadGatewayException(PROVIDER_DOWN);
    throw error;
  }
}
