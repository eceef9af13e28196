import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { AlertDelivery } from '../alert-delivery.entity.js';
import type { Witness } from '../../ledger/ledger.service.js';
import { AlertChannelSender, DeliveryError, type AlertRecipient } from './alert-channel.js';
import { publicOnlyLookup, WEBHOOK_URL_SHAPE, webhookHostProblem } from './webhook-address.js';
import { signatureHeader, webhookSecret } from './webhook-signing.js';

const TIMEOUT_MS = 5_000;

/** Alerts as a signed JSON POST to the trader's own URL. */
@Injectable()
export class WebhookChannel extends AlertChannelSender {
  readonly channel = 'webhook' as const;
  private readonly lookup = publicOnlyLookup();

  constructor(private readonly config: AppConfig) {
    super();
  }

  reachable({ settings }: AlertRecipient): boolean {
    return settings.webhookEnabled && settings.webhookUrl !== null && settings.webhookSalt !== null;
  }

  async send(alert: AlertDelivery, { settings }: AlertRecipient, checkpoint: Witness): Promise<void> {
    const body = JSON.stringify({
      id: alert.id,
      event: alert.event,
      createdAt: alert.createdAt.toISOString(),
      subject: alert.subject,
      text: alert.text,
      link: alert.link,
      data: alert.data,
      // The newest signed checkpoint of the signal log (a C2SP signed note): keep it, check later ones against it.
      checkpoint: checkpoint.note,
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
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.reject(new DeliveryError(WEBHOOK_URL_SHAPE, false));
    }
    // An address written as an IP is connected to without a lookup: check it here.
    const problem = this.allowPrivate ? null : webhookHostProblem(url.hostname);
    if (problem) return Promise.reject(new DeliveryError(problem, false));
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
          ...(this.allowPrivate ? {} : { lookup: this.lookup }),
        },
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

  private get allowPrivate(): boolean {
    return this.config.alerts.webhookAllowPrivate;
  }
}
