import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BOT_TOKEN = '123456789:AAfakeTokenForTestsOnly_abcdefghijklmnop';

interface SentMessage {
  chatId: string;
  text: string;
}

const readJson = (request: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body ? JSON.parse(body) : {}));
  });

/**
 * The Telegram Bot API on 127.0.0.1, as far as alerts use it: getUpdates hands out the messages
 * a test "sends to the bot", sendMessage keeps what the bot sends. A chat can be made to have
 * blocked the bot (403), and the API can be made to answer 429 with retry_after.
 */
export class FakeTelegram {
  private server?: Server;
  private updates: { update_id: number; message: { chat: { id: number }; text: string } }[] = [];
  private nextUpdateId = 1;
  readonly sent: SentMessage[] = [];
  readonly blockedChats = new Set<string>();
  /** Answers to sendMessage the test queues up (e.g. a 429 first), for messages matching `text`. */
  readonly failures: { status: number; body: object; text: RegExp }[] = [];
  private readonly waiting: { match: (message: SentMessage) => boolean; resolve: (message: SentMessage) => void }[] =
    [];
  apiUrl = '';

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      const body = await readJson(request);
      const method = /\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const reply = (status: number, payload: object) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (!method || method[1] !== FAKE_BOT_TOKEN)
        return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      if (method[2] === 'getUpdates') {
        const offset = Number(body.offset ?? 0);
        return reply(200, { ok: true, result: this.updates.filter((update) => update.update_id >= offset) });
      }
      if (method[2] === 'sendMessage') {
        const chatId = String(body.chat_id);
        const failure = this.failures.find((entry) => entry.text.test(String(body.text)));
        if (failure) {
          this.failures.splice(this.failures.indexOf(failure), 1);
          return reply(failure.status, failure.body);
        }
        if (this.blockedChats.has(chatId))
          return reply(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        const message = { chatId, text: String(body.text) };
        this.sent.push(message);
        for (const waiter of [...this.waiting]) {
          if (!waiter.match(message)) continue;
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          waiter.resolve(message);
        }
        return reply(200, { ok: true, result: { message_id: this.sent.length } });
      }
      reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.apiUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A trader writes to the bot from chat `chatId`. */
  userSends(chatId: number, text: string): void {
    this.updates.push({ update_id: this.nextUpdateId++, message: { chat: { id: chatId }, text } });
  }

  /** The next message the bot sends to this chat (and matching `text`), now or when it comes. */
  next(chatId: number | string, text?: RegExp): Promise<SentMessage> {
    const match = (message: SentMessage) => message.chatId === String(chatId) && (!text || text.test(message.text));
    const seen = this.sent.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
