import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { AppConfig } from '../../config/app-config.js';
import type { AlertDelivery } from '../alert-delivery.entity.js';
import { AlertChannelSender, DeliveryError, type AlertRecipient } from './alert-channel.js';
import { signatureHeader, webhookSecret } from './webhook-signing.js';

const TIMEOUT_MS = 5_000;
/** Only addresses on the public internet, unless the operator allows their own network. */
const PUBLIC_RANGES = new Set(['unicast']);

/** Alerts as a signed JSON POST to the trader's own URL. */
@Injectable()
export class WebhookChannel extends AlertChannelSender {
  readonly channel = 'webhook' as const;

  constructor(private readonly config: AppConfig) {
    super();
  }

  reachable({ settings }: AlertRecipient): boolean {
    return settings.webhookEnabled && settings.webhookUrl !== null && settings.webhookSalt !== null;
  }

  async send(alert: AlertDelivery, { settings }: AlertRecipient): Promise<void> {
    const body = JSON.stringify({
      id: alert.id,
      event: alert.event,
      createdAt: alert.createdAt.toISOString(),
      subject: alert.subject,
      text: alert.text,
      link: alert.link,
      data: alert.data,
    });
    const secret = webhookSecret(this.config.jwtSecret, settings.webhookSalt!);
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'SignalDesk-Alerts/1',
      'X-SignalDesk-Event': alert.event,
      // The same on every retry of one alert: a receiver can drop what it has seen.
      'X-SignalDesk-Delivery': String(alert.id),
      'X-SignalDesk-Signature': signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
    };
    const response = await this.post(settings.webhookUrl!, body, headers);
    if (response.status >= 200 && response.status < 300) return;
    const retryAfter = Number(response.retryAfter);
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new DeliveryError(
      `The webhook answered ${response.status}`,
      retryable,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    );
  }

  private post(
    target: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; retryAfter?: string }> {
    const url = new URL(target);
    // An address written as an IP is connected to without a lookup: check it here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) && !this.allowed(literal)) {
      return Promise.reject(new DeliveryError(`The webhook's address ${literal} is not on the public internet`, false));
    }
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) }, lookup: this.lookup },
        (response: IncomingMessage) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }),
          );
        },
      );
      outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      outgoing.on('error', (error) =>
        reject(
          error instanceof DeliveryError
            ? error
            : new DeliveryError(`The webhook did not answer: ${error.message}`, true),
        ),
      );
      outgoing.end(body);
    });
  }

  /**
   * Resolves the receiver's name and refuses private, loopback and other non-public addresses at
   * the moment of connecting, so a trader's URL cannot reach into our own network, however its
   * name resolves (a name that first resolved to a public address included).
   */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.find((entry) => !this.allowed(entry.address));
      if (refused) {
        const problem = new DeliveryError(
          `The webhook's address ${refused.address} is not on the public internet`,
          false,
        );
        return callback(problem as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, list as never);
      callback(null, list[0].address, list[0].family);
    });
  };

  private allowed(address: string): boolean {
    return this.config.alerts.webhookAllowPrivate || PUBLIC_RANGES.has(ipaddr.process(address).range());
  }
}
