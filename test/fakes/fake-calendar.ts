import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { RequestGate } from './request-gate.js';

export interface CalendarAnswer {
  status?: number;
  /** Sent as it is when a string (a recorded file, HTML, broken JSON); as JSON otherwise. */
  body: unknown;
  headers?: Record<string, string>;
  /** Waits this long before answering, to play a slow provider. */
  delayMs?: number;
}

/** A recorded provider answer from test/fixtures/news, byte for byte. */
export function recorded(file: string): string {
  return readFileSync(join(process.cwd(), 'test', 'fixtures', 'news', file), 'utf8');
}

/**
 * An economic-calendar provider on 127.0.0.1 (ForexFactory's weekly feed, FMP's calendar):
 * answers whatever the test sets next, and remembers every request it was sent.
 */
export class FakeCalendar {
  private server?: Server;
  private answer: CalendarAnswer = { status: 200, body: '[]' };
  readonly requests: URL[] = [];
  /** Holds the answers while closed. */
  readonly gate = new RequestGate();
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      this.requests.push(new URL(request.url ?? '/', this.baseUrl));
      await this.gate.pass();
      const { status = 200, body, headers = {}, delayMs = 0 } = this.answer;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const timer = setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(text);
      }, delayMs);
      response.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What every following request gets. */
  answerWith(answer: CalendarAnswer): void {
    this.answer = answer;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
