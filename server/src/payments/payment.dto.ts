import type { Payment } from './payment.entity.js';

/** The answer to a checkout (spec section 3, Payment), snake_case as the spec has it. */
export interface CreatedPaymentDto {
  payment_id: string;
  pay_currency: string;
  pay_amount: string;
  pay_address: string;
  subscription_id: number;
  price_amount: number;
  price_currency: string;
  status: string;
}

export interface PaymentStatusDto {
  payment_id: string;
  status: string;
  pay_amount: string | null;
  pay_currency: string;
  actually_paid: string | null;
  subscription_id: number | null;
}

/** Spec section 3, Billing history item. */
export interface BillingHistoryItemDto {
  id: number;
  plan_type: string;
  billing_cycle: string;
  date: string;
  amount: number;
  currency: string;
  transactionId: string;
}

export function toPaymentStatusDto(payment: Payment): PaymentStatusDto {
  return {
    payment_id: payment.providerPaymentId ?? String(payment.id),
    status: payment.status,
    pay_amount: payment.payAmount,
    pay_currency: payment.payCurrency,
    actually_paid: payment.actuallyPaid,
    subscription_id: payment.subscriptionId,
  };
}

export function toBillingHistoryItem(payment: Payment): BillingHistoryItemDto {
  return {
    id: payment.id,
    plan_type: payment.planType,
    billing_cycle: payment.billingCycle,
    date: (payment.activatedAt ?? payment.updatedAt).toISOString(),
    amount: Number(payment.priceAmount),
    currency: payment.priceCurrency,
    transactionId: payment.providerPaymentId ?? String(payment.id),
  };
}
