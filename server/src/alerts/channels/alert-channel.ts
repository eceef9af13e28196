import type { AlertChannel, AlertDelivery } from '../alert-delivery.entity.js';
import type { AlertSettings } from '../alert-settings.entity.js';
import type { Witness } from '../../ledger/ledger.service.js';

/** What a channel needs to send one alert. */
export interface AlertRecipient {
  email: string;
  settings: AlertSettings;
}

/**
 * A failed attempt. `retryable` says whether trying later may help (a timeout, a 5xx, a rate
 * limit) or not (a chat that blocked the bot, an address that does not exist).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** When the other side said how long to wait (Telegram's retry_after, Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * One way of reaching a trader: e-mail, Telegram, a webhook. Each alert carries the newest signed
 * checkpoint of the signal log, so that every reader holds a record to check later ones against.
 */
export abstract class AlertChannelSender {
  abstract readonly channel: AlertChannel;
  /** Whether this trader can be reached this way now (enabled, linked, configured). */
  abstract reachable(recipient: AlertRecipient): boolean;
  abstract send(alert: AlertDelivery, recipient: AlertRecipient, checkpoint: Witness): Promise<void>;
}

/** The checkpoint as one line of an alert's text. */
export function checkpointLine(checkpoint: Witness): string {
  return (
    `The signal record at sending: ${checkpoint.treeSize} entries, root ${checkpoint.rootHash}. ` +
    'Keep it: any later record must still hold it (the track record page checks it for you).'
  );
}
