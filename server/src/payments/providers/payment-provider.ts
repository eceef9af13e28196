import type { PaymentStatus } from '../payment.entity.js';

export interface CreateProviderPayment {
  /** Our payment id, echoed back by the provider in callbacks. */
  orderId: string;
  priceAmount: string;
  priceCurrency: string;
  payCurrency: string;
  description: string;
  ipnCallbackUrl?: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  payAddress: string;
  payAmount: string;
  payCurrency: string;
}

export interface ProviderPaymentState {
  status: PaymentStatus;
  actuallyPaid?: string;
}

/** A callback from the provider, once its signature has been checked. */
export interface VerifiedNotification {
  providerPaymentId: string;
  orderId?: string;
  status: PaymentStatus;
  actuallyPaid?: string;
}

/** One crypto payment processor. Nothing outside providers/ knows which one runs. */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Whether money can still reach an invoice we have superseded (a real address someone may pay
   * to). When it cannot, a superseded invoice is never asked about or confirmed again.
   */
  readonly lateFundsPossible: boolean;
  /** Lower-case currency codes the processor accepts. */
  currencies(): Promise<string[]>;
  create(input: CreateProviderPayment): Promise<ProviderPayment>;
  status(providerPaymentId: string): Promise<ProviderPaymentState>;
  /**
   * When the processor will have a new answer about this payment, if it can tell; the payment is
   * asked about again at that moment. A real processor calls back instead and leaves this out.
   */
  settlesAt?(providerPaymentId: string): Date | null;
  /** The notification if the signature is right over this exact body, else null. */
  verifyNotification(rawBody: Buffer, signature: string | undefined): VerifiedNotification | null;
}

export const PAYMENT_PROVIDER = Symbol('PaymentProvider');

/** A provider that could not be reached or refused the request; its details are logged, not shown. */
export class PaymentProviderError extends Error {}
