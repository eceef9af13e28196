import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { AlertCursor } from './alert-cursor.entity.js';
import { AlertSettings } from './alert-settings.entity.js';
import { alertSettingsFor } from './alert-settings.defaults.js';
import { TelegramBotApi, type TelegramUpdate } from './channels/telegram-bot-api.js';

/** A link code is good this long: enough to open Telegram and press Start. */
const LINK_LIFETIME_MS = 15 * 60_000;
const UPDATES_CURSOR = 'telegram-updates';

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Links a trader's Telegram chat to their account: the portal shows a t.me link carrying a
 * one-time code; the trader presses Start; the bot receives "/start <code>" (read here from the
 * Bot API's getUpdates, where the last update read is kept in the database) and the chat is theirs.
 * "/stop" in the chat unlinks it.
 */
@Injectable()
export class TelegramLinker {
  private readonly logger = new Logger(TelegramLinker.name);

  constructor(
    @InjectRepository(AlertSettings) private readonly settings: Repository<AlertSettings>,
    @InjectRepository(AlertCursor) private readonly cursors: Repository<AlertCursor>,
    private readonly bot: TelegramBotApi,
    private readonly clock: Clock,
  ) {}

  async createLink(userId: number): Promise<{ url: string; expiresAt: string }> {
    if (!this.bot.configured) throw new ConflictException('Telegram alerts are not set up on this server.');
    const code = randomBytes(16).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + LINK_LIFETIME_MS);
    const settings = await alertSettingsFor(this.settings, userId);
    Object.assign(settings, { telegramLinkCodeHash: hash(code), telegramLinkExpiresAt: expiresAt });
    await this.settings.save(settings);
    return { url: `https://t.me/${this.bot.botUsername}?start=${code}`, expiresAt: expiresAt.toISOString() };
  }

  async unlink(userId: number): Promise<void> {
    await this.settings.update(
      { userId },
      { telegramChatId: null, telegramEnabled: false, telegramLinkCodeHash: null, telegramLinkExpiresAt: null },
    );
  }

  /** Reads what was sent to the bot since the last look and acts on /start and /stop. */
  async readUpdates(): Promise<number> {
    if (!this.bot.configured) return 0;
    const cursor = await this.cursors.findOneByOrFail({ name: UPDATES_CURSOR });
    const updates = await this.bot.getUpdates(cursor.position);
    for (const update of updates) await this.handle(update);
    if (updates.length) await this.cursors.update({ id: cursor.id }, { position: updates.at(-1)!.update_id + 1 });
    return updates.length;
  }

  private async handle(update: TelegramUpdate): Promise<void> {
    const text = update.message?.text?.trim() ?? '';
    const chatId = update.message ? String(update.message.chat.id) : null;
    if (!chatId) return;
    const start = /^\/start(?:@\w+)?\s+([\w-]{8,64})$/.exec(text);
    if (start) return this.link(chatId, start[1]);
    if (/^\/stop\b/.test(text)) {
      await this.settings.update({ telegramChatId: chatId }, { telegramChatId: null, telegramEnabled: false });
      return this.reply(chatId, 'Unlinked: this chat gets no more SignalDesk alerts.');
    }
    await this.reply(chatId, 'To get SignalDesk alerts here, open Alerts in SignalDesk and press "Link Telegram".');
  }

  private async link(chatId: string, code: string): Promise<void> {
    const settings = await this.settings.findOneBy({ telegramLinkCodeHash: hash(code) });
    if (!settings || !settings.telegramLinkExpiresAt || settings.telegramLinkExpiresAt <= this.clock.now()) {
      return this.reply(chatId, 'This link has expired. Open Alerts in SignalDesk and press "Link Telegram" again.');
    }
    Object.assign(settings, {
      telegramChatId: chatId,
      telegramEnabled: true,
      telegramLinkCodeHash: null,
      telegramLinkExpiresAt: null,
    });
    await this.settings.save(settings);
    this.logger.log(`Telegram chat linked for user ${settings.userId}`);
    await this.reply(chatId, 'Linked: SignalDesk alerts will come to this chat. Send /stop to unlink it.');
  }

  private async reply(chatId: string, text: string): Promise<void> {
    await this.bot
      .sendMessage(chatId, text)
      .catch((error: Error) => this.logger.warn(`Telegram reply: ${error.message}`));
  }
}
