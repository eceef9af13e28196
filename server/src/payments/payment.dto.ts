import { ApiProperty } from '@nestjs/swagger';
import { PLAN_TYPES, type PlanType } from '../plans/plan.entity.js';
import { CHECKOUT_KINDS, type CheckoutKind } from '../subscriptions/plan-change-rules.js';
import { fromCents, MINIMUM_CHARGE_CENTS } from '../subscriptions/proration.js';
import { BILLING_CYCLES, type BillingCycle } from '../subscriptions/subscription.entity.js';
import type { CheckoutQuote } from './checkout-quote.service.js';
import { checkoutExpiry, PAYMENT_STATUSES, type Payment, type PaymentStatus } from './payment.entity.js';

/** What a checkout will charge and buy, as the server prices it (GET /api/payments/quote). */
export class CheckoutQuoteDto {
  @ApiProperty({
    enum: CHECKOUT_KINDS,
    enumName: 'CheckoutKind',
    description:
      "'new': starts now. 'renewal': one more period from the current expiry. 'upgrade': the higher plan at once, " +
      "the unused time credited. 'change': a cheaper plan or the other cycle, from the current expiry.",
  })
  kind!: CheckoutKind;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan_type!: PlanType;

  @ApiProperty({ example: 'Enterprise' })
  plan_name!: string;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  billing_cycle!: BillingCycle;

  @ApiProperty({ description: "The plan's price for the cycle, USD.", example: 79 })
  list_price!: number;

  @ApiProperty({ description: 'Unused paid time credited against the price (upgrades), USD.', example: 20.12 })
  credit!: number;

  @ApiProperty({ description: 'What the checkout charges, USD.', example: 58.88 })
  amount_due!: number;

  @ApiProperty({ description: 'The least an upgrade charges, USD.', example: 5 })
  minimum_charge!: number;

  @ApiProperty({
    description: 'True when the credit covers more than the price less the minimum: the surplus becomes extra time.',
  })
  minimum_applied!: boolean;

  @ApiProperty({ format: 'date-time', description: 'When the time this payment buys starts.' })
  period_start!: string;

  @ApiProperty({ format: 'date-time', description: 'When it ends.' })
  period_end!: string;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType', nullable: true, description: 'The plan running now.' })
  current_plan!: PlanType | null;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle', nullable: true })
  current_billing_cycle!: BillingCycle | null;
}

export function toCheckoutQuoteDto(quote: CheckoutQuote): CheckoutQuoteDto {
  return {
    kind: quote.kind,
    plan_type: quote.plan.planType,
    plan_name: quote.plan.name,
    billing_cycle: quote.cycle,
    list_price: Number(fromCents(quote.listCents)),
    credit: Number(fromCents(quote.creditCents)),
    amount_due: Number(fromCents(quote.dueCents)),
    minimum_charge: Number(fromCents(MINIMUM_CHARGE_CENTS)),
    minimum_applied: quote.kind === 'upgrade' && quote.dueCents > quote.listCents - quote.creditCents,
    period_start: quote.periodStart.toISOString(),
    period_end: quote.periodEnd.toISOString(),
    current_plan: quote.current?.planType ?? null,
    current_billing_cycle: quote.current?.billingCycle ?? null,
  };
}

/**
 * One checkout: the answer to creating it (spec section 3, Payment, snake_case as the spec has
 * it), and the invoice a trader resumes from any page or device.
 */
export class CheckoutDto {
  @ApiProperty({ description: "The processor's payment id." })
  payment_id!: string;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status!: PaymentStatus;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan_type!: PlanType;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  billing_cycle!: BillingCycle;

  @ApiProperty({ enum: CHECKOUT_KINDS, enumName: 'CheckoutKind' })
  kind!: CheckoutKind;

  @ApiProperty({ example: 'usdttrc20' })
  pay_currency!: string;

  @ApiProperty({ description: 'The amount to send, a decimal string.', example: '29.731' })
  pay_amount!: string;

  @ApiProperty()
  pay_address!: string;

  @ApiProperty()
  subscription_id!: number;

  @ApiProperty({ example: 29, description: 'What the invoice asks for, USD: the list price less any credit.' })
  price_amount!: number;

  @ApiProperty({ example: 29, description: "The plan's price for the cycle, USD." })
  list_price!: number;

  @ApiProperty({ example: 0, description: 'Unused paid time credited (upgrades), USD.' })
  credit!: number;

  @ApiProperty({ example: 'USD' })
  price_currency!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the address and amount stop being offered: the countdown runs to this moment.',
  })
  expires_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it activated the plan.' })
  paid_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The time it paid for, once paid.' })
  period_start!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  period_end!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Once the payment activated the plan: the id of its receipt (GET /api/payments/receipts/{id}).',
  })
  receipt_id!: number | null;
}

/** The trader's checkout state, the same on every page, tab and device. */
export class CurrentCheckoutDto {
  @ApiProperty({
    type: CheckoutDto,
    nullable: true,
    description: 'The invoice on offer (at most one): not paid, not expired, not replaced or cancelled.',
  })
  open!: CheckoutDto | null;

  @ApiProperty({ type: CheckoutDto, nullable: true, description: 'The checkout that paid last.' })
  last_paid!: CheckoutDto | null;
}

export function toCheckoutDto(payment: Payment): CheckoutDto {
  return {
    payment_id: payment.providerPaymentId ?? String(payment.id),
    status: payment.status,
    plan_type: payment.planType,
    billing_cycle: payment.billingCycle,
    kind: payment.kind ?? 'new',
    pay_currency: payment.payCurrency,
    pay_amount: payment.payAmount ?? '',
    pay_address: payment.payAddress ?? '',
    subscription_id: payment.subscriptionId ?? 0,
    price_amount: Number(payment.priceAmount),
    list_price: Number(payment.listPrice ?? payment.priceAmount),
    credit: Number(payment.creditAmount ?? 0),
    price_currency: payment.priceCurrency,
    created_at: payment.createdAt.toISOString(),
    expires_at: checkoutExpiry(payment).toISOString(),
    paid_at: payment.activatedAt?.toISOString() ?? null,
    period_start: payment.periodStart?.toISOString() ?? null,
    period_end: payment.periodEnd?.toISOString() ?? null,
    receipt_id: payment.activatedAt ? payment.id : null,
  };
}

export class PaymentStatusDto {
  @ApiProperty()
  payment_id!: string;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status!: PaymentStatus;

  @ApiProperty({ type: String, nullable: true })
  pay_amount!: string | null;

  @ApiProperty()
  pay_currency!: string;

  @ApiProperty({ type: String, nullable: true, description: 'What has arrived so far, a decimal string.' })
  actually_paid!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  subscription_id!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The time it paid for, once paid.' })
  period_start!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  period_end!: string | null;
}

/** Spec section 3, Billing history item. */
export class BillingHistoryItemDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan_type!: PlanType;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  billing_cycle!: BillingCycle;

  @ApiProperty({ format: 'date-time' })
  date!: string;

  @ApiProperty({ description: 'What was charged.' })
  amount!: number;

  @ApiProperty({ description: 'Unused time of earlier periods credited against the price (upgrades); 0 for none.' })
  credit!: number;

  @ApiProperty()
  currency!: string;

  @ApiProperty()
  transactionId!: string;

  @ApiProperty({
    enum: ['paid', 'superseded'],
    description: "'paid', or 'superseded' for a checkout a newer one replaced before any money arrived.",
  })
  status!: 'paid' | 'superseded';

  @ApiProperty({
    description: 'True when the invoice was superseded: paid ones were paid late, after the newer checkout began.',
  })
  superseded!: boolean;
}

/** The coins checkout offers. */
export class CurrenciesDto {
  @ApiProperty({ type: [String], example: ['btc', 'eth', 'usdttrc20'] })
  all!: string[];
}

export function toPaymentStatusDto(payment: Payment): PaymentStatusDto {
  return {
    payment_id: payment.providerPaymentId ?? String(payment.id),
    status: payment.status,
    pay_amount: payment.payAmount,
    pay_currency: payment.payCurrency,
    actually_paid: payment.actuallyPaid,
    subscription_id: payment.subscriptionId,
    period_start: payment.periodStart?.toISOString() ?? null,
    period_end: payment.periodEnd?.toISOString() ?? null,
  };
}

export function toBillingHistoryItem(payment: Payment): BillingHistoryItemDto {
  return {
    id: payment.id,
    plan_type: payment.planType,
    billing_cycle: payment.billingCycle,
    date: (payment.activatedAt ?? payment.supersededAt ?? payment.updatedAt).toISOString(),
    amount: Number(payment.priceAmount),
    credit: Number(payment.creditAmount ?? 0),
    currency: payment.priceCurrency,
    transactionId: payment.providerPaymentId ?? String(payment.id),
    status: payment.activatedAt ? 'paid' : 'superseded',
    superseded: payment.supersededAt !== null,
  };
}
