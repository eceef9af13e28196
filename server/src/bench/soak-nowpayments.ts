import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nowPaymentsSignature } from '../payments/providers/nowpayments.provider.js';

interface ProviderPayment {
  payment_id: number;
  payment_status: string;
  order_id: string;
  price_amount: number;
  pay_amount: number;
  pay_currency: string;
  pay_address: string;
}

/**
 * NOWPayments for the soak, on 127.0.0.1: the replicas run the real NOWPayments adapter against
 * it, and the soak signs the callbacks (IPNs) with the same secret, as the processor does.
 * A payment reads as paid here from the moment its "finished" IPN is made, so the replicas'
 * re-check job and the callback race to activate it, as they can in production.
 */
export class SoakNowPayments {
  readonly apiKey = randomBytes(16).toString('hex');
  readonly ipnSecret = randomBytes(32).toString('hex');
  baseUrl = '';
  private readonly payments = new Map<number, ProviderPayment>();
  private nextId = 6_100_000_000;
  private server?: Server;

  async start(): Promise<void> {
    this.server = createServer(
      (request, response) =>
        void this.answer(request).then(({ status, body }) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        }),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A signed IPN body for the payment, as NOWPayments posts it; the payment takes that status here too. */
  ipn(providerPaymentId: string, status: 'confirming' | 'finished'): { body: string; signature: string } {
    const payment = this.payments.get(Number(providerPaymentId));
    if (!payment) throw new Error(`No payment ${providerPaymentId} at the fake processor`);
    payment.payment_status = status;
    const body = {
      payment_id: payment.payment_id,
      payment_status: status,
      pay_address: payment.pay_address,
      price_amount: payment.price_amount,
      price_currency: 'usd',
      pay_amount: payment.pay_amount,
      actually_paid: payment.pay_amount,
      pay_currency: payment.pay_currency,
      order_id: payment.order_id,
      order_description: null,
      outcome_amount: payment.pay_amount,
      outcome_currency: payment.pay_currency,
      fee: { currency: payment.pay_currency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    };
    return { body: JSON.stringify(body), signature: nowPaymentsSignature(this.ipnSecret, body) };
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const body = await readBody(request);
    if (request.headers['x-api-key'] !== this.apiKey)
      return { status: 403, body: { statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' } };
    const url = new URL(request.url ?? '/', 'http://processor');
    if (request.method === 'GET' && url.pathname === '/v1/currencies')
      return { status: 200, body: { currencies: ['BTC', 'ETH', 'LTC', 'USDTTRC20'] } };
    if (request.method === 'POST' && url.pathname === '/v1/payment') {
      const input = JSON.parse(body) as { order_id: string; price_amount: number; pay_currency: string };
      const payment: ProviderPayment = {
        payment_id: this.nextId++,
        payment_status: 'waiting',
        order_id: input.order_id,
        price_amount: input.price_amount,
        pay_amount: Number((input.price_amount / 95000).toFixed(8)),
        pay_currency: input.pay_currency,
        pay_address: `bc1q${randomBytes(19).toString('hex')}`,
      };
      this.payments.set(payment.payment_id, payment);
      return { status: 201, body: { ...payment, payment_id: String(payment.payment_id), price_currency: 'usd' } };
    }
    const status = /^\/v1\/payment\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && status) {
      const payment = this.payments.get(Number(status[1]));
      if (!payment) return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' } };
      const paid = payment.payment_status === 'finished';
      return { status: 200, body: { ...payment, actually_paid: paid ? payment.pay_amount : 0 } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
