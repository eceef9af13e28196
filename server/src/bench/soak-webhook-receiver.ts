import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The traders' webhook endpoint on 127.0.0.1: counts every alert by its delivery id
 * (X-SignalDesk-Delivery, the same on every retry of one alert) and answers 200.
 */
export class SoakWebhookReceiver {
  url = '';
  /** How many times each delivery id arrived. */
  readonly arrivals = new Map<number, number>();
  private server?: Server;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const id = Number(request.headers['x-signaldesk-delivery']);
        if (Number.isInteger(id)) this.arrivals.set(id, (this.arrivals.get(id) ?? 0) + 1);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/signals`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
