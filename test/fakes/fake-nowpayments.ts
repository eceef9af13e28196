import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nowPaymentsSignature } from '../../server/src/payments/providers/nowpayments.provider.js';
import { RequestGate } from './request-gate.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/nowpayments/${name}`, import.meta.url), 'utf8'));

export const FAKE_API_KEY = 'fake-api-key';
export const FAKE_IPN_SECRET = 'fake-ipn-secret';

interface FakePayment {
  payment_id: number;
  payment_status: string;
  order_id: string;
  price_amount: number;
  pay_amount: number;
  pay_currency: string;
  pay_address: string;
}

/** NOWPayments on 127.0.0.1, answering in the shapes of its recorded responses. */
export class FakeNowPayments {
  mode: 'normal' | 'error' | 'slow' = 'normal';
  readonly created: Record<string, unknown>[] = [];
  readonly apiKeysSeen = new Set<string>();
  /** Holds the answers to status requests (GET /v1/payment/:id) while closed. */
  readonly statusGate = new RequestGate();
  private readonly payments = new Map<number, FakePayment>();
  private nextId = 5745459419;
  private server?: Server;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      this.apiKeysSeen.add(String(request.headers['x-api-key']));
      if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
      if (this.mode === 'error')
        return send(500, {
          statusCode: 500,
          code: 'INTERNAL_ERROR',
          message: `Internal error for key ${request.headers['x-api-key']}`,
        });
      if (request.headers['x-api-key'] !== FAKE_API_KEY)
        return send(403, { statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' });

      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname === '/v1/currencies')
        return send(200, fixture('nowpayments-currencies.json'));
      if (request.method === 'POST' && url.pathname === '/v1/payment') {
        const body = JSON.parse(await readBody(request));
        this.created.push(body);
        const template = fixture('nowpayments-create-payment.json');
        const payment: FakePayment = {
          payment_id: this.nextId++,
          payment_status: 'waiting',
          order_id: body.order_id,
          price_amount: body.price_amount,
          pay_amount: Number((body.price_amount / 95000).toFixed(8)),
          pay_currency: body.pay_currency,
          pay_address: template.pay_address,
        };
        this.payments.set(payment.payment_id, payment);
        // The recorded answer has payment_id as a string.
        return send(201, {
          ...template,
          ...payment,
          payment_id: String(payment.payment_id),
          order_description: body.order_description,
        });
      }
      const statusMatch = /^\/v1\/payment\/(\d+)$/.exec(url.pathname);
      if (request.method === 'GET' && statusMatch) {
        await this.statusGate.pass();
        const payment = this.payments.get(Number(statusMatch[1]));
        if (!payment) return send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
        // The recorded status answer has payment_id as a number.
        return send(200, {
          ...fixture('nowpayments-payment-status.json'),
          ...payment,
          actually_paid: payment.payment_status === 'finished' ? payment.pay_amount : 0,
        });
      }
      send(404, { message: 'Not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  setStatus(paymentId: string, status: string): void {
    this.payments.get(Number(paymentId))!.payment_status = status;
  }

  /** An IPN body as NOWPayments sends it (keys unsorted, nested fee) with its signature. */
  ipn(paymentId: string, status: string, secret = FAKE_IPN_SECRET): { body: string; signature: string } {
    const payment = this.payments.get(Number(paymentId))!;
    payment.payment_status = status;
    const body = {
      payment_id: payment.payment_id,
      payment_status: status,
      pay_address: payment.pay_address,
      price_amount: payment.price_amount,
      price_currency: 'usd',
      pay_amount: payment.pay_amount,
      actually_paid: status === 'partially_paid' ? payment.pay_amount / 2 : payment.pay_amount,
      pay_currency: payment.pay_currency,
      order_id: payment.order_id,
      order_description: null,
      purchase_id: '5837122679',
      outcome_amount: payment.pay_amount,
      outcome_currency: payment.pay_currency,
      fee: { currency: payment.pay_currency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    };
    return { body: JSON.stringify(body, null, 1), signature: nowPaymentsSignature(secret, body) };
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}
