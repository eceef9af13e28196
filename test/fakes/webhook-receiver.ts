import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: {
    id: number;
    event: string;
    subject: string;
    text: string;
    link: string | null;
    data: Record<string, unknown>;
    /** The newest signed checkpoint of the signal log when the alert was sent. */
    checkpoint: string;
  };
  /** Whether the signature header matches the body under the secret the receiver was given. */
  signatureValid: boolean;
  /** What the receiver answered. */
  status: number;
}

/**
 * A trader's webhook endpoint on 127.0.0.1: checks each body's signature the way the docs tell a
 * receiver to, and answers what the test asks (a 500 for a while, say).
 */
export class WebhookReceiver {
  private server?: Server;
  readonly received: ReceivedHook[] = [];
  /** Status codes to answer deliveries of an event with, in turn, before the default 200. */
  readonly answers: { status: number; event: string }[] = [];
  secret = '';
  url = '';
  private readonly waiting: { match: (hook: ReceivedHook) => boolean; resolve: (hook: ReceivedHook) => void }[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const json = JSON.parse(body) as ReceivedHook['json'];
        const answer = this.answers.find((entry) => entry.event === json.event);
        if (answer) this.answers.splice(this.answers.indexOf(answer), 1);
        const hook: ReceivedHook = {
          headers: request.headers,
          body,
          json,
          signatureValid: this.verify(String(request.headers['x-signaldesk-signature'] ?? ''), body),
          status: answer?.status ?? 200,
        };
        this.received.push(hook);
        response.writeHead(hook.status).end();
        if (hook.status >= 300) return;
        for (const waiter of [...this.waiting]) {
          if (!waiter.match(hook)) continue;
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          waiter.resolve(hook);
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/signals`;
  }

  /** The next accepted delivery of this event, now or when it comes. */
  next(event: string): Promise<ReceivedHook> {
    const match = (hook: ReceivedHook) => hook.json.event === event && hook.status < 300;
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }

  /** t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, as docs/alerts.md tells a receiver to check it. */
  private verify(header: string, body: string): boolean {
    const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
    if (!parts.t || !parts.v1 || !this.secret) return false;
    const expected = createHmac('sha256', this.secret).update(`${parts.t}.${body}`).digest();
    const given = Buffer.from(parts.v1, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
