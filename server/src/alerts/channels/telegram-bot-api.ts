import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { DeliveryError } from './alert-channel.js';

/** A message as getUpdates reports it (the parts used here). */
export interface TelegramUpdate {
  update_id: number;
  message?: { chat: { id: number }; text?: string; from?: { username?: string } };
}

interface BotAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

const TIMEOUT_MS = 10_000;

/** The few Telegram Bot API methods alerts use, over HTTPS (TELEGRAM_API_URL for a stand-in). */
@Injectable()
export class TelegramBotApi {
  constructor(private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.alerts.telegram.botToken);
  }

  get botUsername(): string | undefined {
    return this.config.alerts.telegram.botUsername;
  }

  sendMessage(chatId: string, text: string): Promise<unknown> {
    return this.call('sendMessage', { chat_id: chatId, text, disable_web_page_preview: true });
  }

  /** Messages sent to the bot since `offset` (the last update id seen, plus one). */
  getUpdates(offset: number): Promise<TelegramUpdate[]> {
    return this.call<TelegramUpdate[]>('getUpdates', { offset, timeout: 0, allowed_updates: ['message'] });
  }

  private async call<T>(method: string, body: object): Promise<T> {
    const { botToken, apiUrl } = this.config.alerts.telegram;
    if (!botToken) throw new DeliveryError('Telegram is not configured on this server', false);
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/bot${botToken}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`Telegram did not answer: ${(error as Error).message}`, true);
    }
    const answer = (await response.json().catch(() => null)) as BotAnswer<T> | null;
    if (answer?.ok) return answer.result as T;
    const code = answer?.error_code ?? response.status;
    const reason = answer?.description ?? `HTTP ${response.status}`;
    if (code === 429) {
      const seconds = answer?.parameters?.retry_after ?? 30;
      throw new DeliveryError(`Telegram asked to slow down: ${reason}`, true, seconds * 1000);
    }
    // 400 (no such chat) and 403 (the trader blocked the bot) will not change by waiting.
    throw new DeliveryError(`Telegram refused it: ${reason}`, code >= 500);
  }
}
