import { createHmac, timingSafeEqual } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { MAX_BODY_DEPTH, jsonDepth } from '../../common/body-shape.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payment.entity.js';
import {
  PaymentProviderError,
  type CreateProviderPayment,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentState,
  type VerifiedNotification,
} from './payment-provider.js';

export interface NowPaymentsOptions {
  apiKey: string;
  ipnSecret: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Keys sorted at every depth: what NOWPayments signs. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function nowPaymentsSignature(secret: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex');
}

const toStatus = (value: unknown): PaymentStatus => {
  if (typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value))
    return value as PaymentStatus;
  throw new PaymentProviderError(`Unknown payment status ${JSON.stringify(value)}`);
};
const toText = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** The NOWPayments REST API (https://api.nowpayments.io, or the sandbox) with IPN verification. */
export class NowPaymentsProvider implements PaymentProvider {
  readonly name = 'nowpayments';
  readonly lateFundsPossible = true;
  private readonly logger = new Logger(NowPaymentsProvider.name);

  constructor(private readonly options: NowPaymentsOptions) {}

  async currencies(): Promise<string[]> {
    const body = await this.call<{ currencies?: unknown }>('GET', '/v1/currencies?fixed_rate=false');
    if (!Array.isArray(body.currencies)) throw new PaymentProviderError('Currencies answer without a list');
    return body.currencies.filter((code): code is string => typeof code === 'string').map((code) => code.toLowerCase());
  }

  async create(input: CreateProviderPayment): Promise<ProviderPayment> {
    const body = await this.call<Record<string, unknown>>('POST', '/v1/payment', {
      price_amount: Number(input.priceAmount),
      price_currency: input.priceCurrency.toLowerCase(),
      pay_currency: input.payCurrency,
      order_id: input.orderId,
      order_description: input.description,
      ...(input.ipnCallbackUrl && { ipn_callback_url: input.ipnCallbackUrl }),
    });
    const providerPaymentId = toText(body.payment_id);
    const payAddress = toText(body.pay_address);
    const payAmount = toText(body.pay_amount);
    if (!providerPaymentId || !payAddress || !payAmount)
      throw new PaymentProviderError('Payment answer without id, address or amount');
    return {
      providerPaymentId,
      payAddress,
      payAmount,
      status: toStatus(body.payment_status),
      payCurrency: toText(body.pay_currency) ?? input.payCurrency,
    };
  }

  async status(providerPaymentId: string): Promise<ProviderPaymentState> {
    const body = await this.call<Record<string, unknown>>(
      'GET',
      `/v1/payment/${encodeURIComponent(providerPaymentId)}`,
    );
    return { status: toStatus(body.payment_status), actuallyPaid: toText(body.actually_paid) };
  }

  verifyNotification(rawBody: Buffer, signature: string | undefined): VerifiedNotification | null {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return null;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    // Sorting walks the body recursively: a hostile shape is refused before it is touched.
    if (!body || typeof body !== 'object' || Array.isArray(body) || jsonDepth(body) > MAX_BODY_DEPTH) return null;
    const expected = Buffer.from(nowPaymentsSignature(this.options.ipnSecret, body), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const providerPaymentId = toText(body.payment_id);
    if (!providerPaymentId) return null;
    try {
      return {
        providerPaymentId,
        orderId: toText(body.order_id),
        status: toStatus(body.payment_status),
        actuallyPaid: toText(body.actually_paid),
      };
    } catch {
      return null;
    }
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          'x-api-key': this.options.apiKey,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      this.logger.warn(`${method} ${path} failed: ${(error as Error).message}`);
      throw new PaymentProviderError('unreachable');
    }
    const text = await response.text();
    if (!response.ok) {
      // The body may echo our request; it is logged here and never sent to the trader.
      this.logger.warn(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      throw new PaymentProviderError(`HTTP ${response.status}`);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentProviderError('Answer is not JSON');
    }
  }
}
