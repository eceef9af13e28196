import { In } from 'typeorm';
import { AlertDelivery } from '../../server/src/alerts/alert-delivery.entity.js';
import { AlertFanout, LATE_COMMIT_MS } from '../../server/src/alerts/alert-fanout.service.js';
import { AlertSettings } from '../../server/src/alerts/alert-settings.entity.js';
import { AlertWorker } from '../../server/src/alerts/alert-worker.service.js';
import { TelegramLinker } from '../../server/src/alerts/telegram-linker.service.js';
import { NewsEvent } from '../../server/src/news/news-event.entity.js';
import { Payment } from '../../server/src/payments/payment.entity.js';
import { RenewalRemindersService } from '../../server/src/reminders/renewal-reminders.service.js';
import { Signal } from '../../server/src/signals/signal.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { FAKE_BOT_TOKEN, FakeTelegram } from '../fakes/fake-telegram.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { WebhookReceiver } from '../fakes/webhook-receiver.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';
import { metricMoves, readMetrics, valueOf } from '../support/metrics.js';

const MINUTE = 60_000;

describe('alerts: e-mail, Telegram and webhooks', () => {
  const inbox = new SmtpInbox();
  const telegram = new FakeTelegram();
  const receiver = new WebhookReceiver();
  let testApp: TestApp;
  let trader: SignedUpUser;
  const chatId = 424242;

  beforeAll(async () => {
    await Promise.all([inbox.start(), telegram.start(), receiver.start()]);
    testApp = await startTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'SignalDeskTestBot',
      TELEGRAM_API_URL: telegram.apiUrl,
      // The test's receiver listens on 127.0.0.1.
      ALERTS_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([inbox.stop(), telegram.stop(), receiver.stop()]);
  });

  const fanout = () => testApp.app.get(AlertFanout).run();
  const drain = () => testApp.app.get(AlertWorker).drain();
  const deliveries = () => testApp.dataSource.getRepository(AlertDelivery);
  const settingsBody = (overrides: Record<string, unknown> = {}) => ({
    emailEnabled: true,
    telegramEnabled: false,
    webhookEnabled: false,
    webhookUrl: null,
    newSignals: true,
    signalCategories: [],
    minConfidence: 0,
    signalOutcomes: false,
    highImpactNews: false,
    newsCurrencies: [],
    subscriptionReminders: true,
    paymentConfirmed: true,
    ...overrides,
  });
  const save = (token: string, overrides: Record<string, unknown> = {}) =>
    testApp.http.put('/api/alerts/settings').set(bearer(token)).send(settingsBody(overrides));

  const FAILURES = 'signaldesk_alert_delivery_failures_total';
  const seedSignal = (overrides: Partial<Signal> = {}) => {
    const repository = testApp.dataSource.getRepository(Signal);
    const now = testApp.clock.now();
    return repository.save(
      repository.create({
        symbol: 'EURUSD',
        category: 'Major',
        signalType: 'BUY',
        entryPrice: 1.085,
        stopLoss: 1.0805,
        takeProfit: 1.094,
        stopLossPips: 45,
        takeProfitPips: 90,
        riskReward: 2,
        confidence: 80,
        reasoning: 'BUY EURUSD: price rose over the last day.',
        newsInfluence: null,
        outcome: 'OPEN',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 48 * 60 * MINUTE),
        ...overrides,
      }),
    );
  };

  describe('settings', () => {
    it('starts from defaults that are not saved, so nothing is sent before the trader chooses', async () => {
      const { body } = await testApp.http.get('/api/alerts/settings').set(bearer(trader.accessToken)).expect(200);
      expect(body).toMatchObject({
        saved: false,
        emailAddress: trader.user.email,
        emailEnabled: true,
        newSignals: true,
        telegram: { available: true, botUsername: 'SignalDeskTestBot', linked: false },
        webhook: { hasSecret: false },
      });
      expect(body.webhookSecret).toBeUndefined();
    });

    it.each([
      [
        { webhookUrl: 'not a url' },
        'The webhook address must be a full URL such as https://example.com/hooks/signals.',
      ],
      [
        { webhookUrl: 'https://user:pass@example.com/' },
        'The webhook address must be a full URL such as https://example.com/hooks/signals.',
      ],
      [
        { signalCategories: ['Forex'] },
        'Each category must be one of Major, Minor, Metals, Indices, Crypto, Exotic, Other.',
      ],
      [{ minConfidence: 101 }, 'minConfidence must be a whole number from 0 to 100.'],
      [{ newsCurrencies: ['XYZ'] }, 'Each currency must be one of USD, EUR, GBP, JPY, AUD, CAD, CHF, NZD.'],
      [{ telegramEnabled: true }, 'Link a Telegram chat first, then turn Telegram alerts on.'],
      [{ webhookEnabled: true }, 'Give the webhook address, then turn webhook alerts on.'],
      [{ emailEnabled: 'yes' }, 'emailEnabled must be true or false.'],
    ])('refuses %j with a sentence', async (overrides, message) => {
      const response = await save(trader.accessToken, overrides).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('gives the webhook secret once, with the first address, and a new one on request', async () => {
      const first = await save(trader.accessToken, { webhookUrl: receiver.url, webhookEnabled: true }).expect(200);
      expect(first.body).toMatchObject({ saved: true, webhookUrl: receiver.url, webhook: { hasSecret: true } });
      expect(first.body.webhookSecret).toMatch(/^whsec_[\w-]{43}$/);
      const again = await save(trader.accessToken, { webhookUrl: receiver.url, webhookEnabled: true }).expect(200);
      expect(again.body.webhookSecret).toBeUndefined();
      const rotated = await testApp.http.post('/api/alerts/webhook/secret').set(bearer(trader.accessToken)).expect(200);
      expect(rotated.body.webhookSecret).toMatch(/^whsec_/);
      expect(rotated.body.webhookSecret).not.toBe(first.body.webhookSecret);
      receiver.secret = rotated.body.webhookSecret;
    });
  });

  describe('linking Telegram', () => {
    it('links the chat that presses Start with the one-time code, and /stop unlinks it', async () => {
      const link = await testApp.http.post('/api/alerts/telegram/link').set(bearer(trader.accessToken)).expect(200);
      const code = /^https:\/\/t\.me\/SignalDeskTestBot\?start=([\w-]+)$/.exec(link.body.url)![1];

      telegram.userSends(9999, '/start not-the-code');
      telegram.userSends(chatId, `/start ${code}`);
      await testApp.app.get(TelegramLinker).readUpdates();
      expect((await telegram.next(9999)).text).toMatch(/^This link has expired/);
      expect((await telegram.next(chatId)).text).toMatch(/^Linked: SignalDesk alerts will come to this chat/);
      const { body } = await testApp.http.get('/api/alerts/settings').set(bearer(trader.accessToken)).expect(200);
      expect(body).toMatchObject({ telegramEnabled: true, telegram: { linked: true } });

      // The code was used up: sent again, it links nothing.
      telegram.userSends(31337, `/start ${code}`);
      telegram.userSends(chatId, '/stop');
      await testApp.app.get(TelegramLinker).readUpdates();
      expect((await telegram.next(31337)).text).toMatch(/^This link has expired/);
      expect((await telegram.next(chatId, /^Unlinked/)).text).toMatch(/^Unlinked/);
      const after = await testApp.http.get('/api/alerts/settings').set(bearer(trader.accessToken)).expect(200);
      expect(after.body.telegram.linked).toBe(false);

      // Linked again for the rest of the suite.
      const relink = await testApp.http.post('/api/alerts/telegram/link').set(bearer(trader.accessToken)).expect(200);
      telegram.userSends(chatId, `/start ${new URL(relink.body.url).searchParams.get('start')}`);
      await testApp.app.get(TelegramLinker).readUpdates();
      await save(trader.accessToken, { telegramEnabled: true, webhookUrl: receiver.url, webhookEnabled: true }).expect(
        200,
      );
    });
  });

  describe('delivery', () => {
    it('sends a test alert to every channel that is on, signed on the webhook, and not twice in 30 seconds', async () => {
      const { body } = await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(200);
      expect(body.channels.sort()).toEqual(['email', 'telegram', 'webhook']);
      await drain();
      expect((await inbox.next(trader.user.email, 'Test alert from SignalDesk')).text).toContain(
        'Your e-mail alerts work.',
      );
      expect((await telegram.next(chatId, /Test alert/)).text).toContain('Your Telegram alerts work.');
      const hook = await receiver.next('test');
      expect(hook.signatureValid).toBe(true);
      expect(hook.headers['x-signaldesk-delivery']).toBe(String(hook.json.id));
      expect(hook.json).toMatchObject({ event: 'test', subject: 'Test alert from SignalDesk', data: { test: true } });

      const again = await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(429);
      expect(again.body.message).toBe('A test alert was sent moments ago. Try again in 30 seconds.');
    });

    it('fans a new signal out to each channel once, with its levels and a link to it', async () => {
      const signal = await seedSignal();
      const channels = ['email', 'telegram', 'webhook'] as const;
      const sent = () =>
        Promise.all(channels.map((channel) => deliveries().countBy({ event: 'new-signal', channel, status: 'sent' })));
      const sentBefore = await sent();
      const counted = await metricMoves(
        testApp,
        channels.map((channel) => ['signaldesk_alert_deliveries_total', { channel }]),
        async () => {
          await fanout();
          await fanout();
          await drain();
        },
      );
      // The counter moves with the deliveries the outbox marks sent, one per channel for this trader at least.
      expect(counted).toEqual((await sent()).map((after, index) => after - sentBefore[index]));
      expect(counted.filter((count) => count < 1)).toEqual([]);
      const mail = await inbox.next(trader.user.email, /^BUY EURUSD/);
      expect(mail.subject).toBe('BUY EURUSD at 1.08500');
      expect(mail.text).toContain('Stop loss 1.08050 (45 pips) · Take profit 1.09400 (90 pips) · R/R 1:2.0');
      expect(mail.links).toContain(`https://signals.example.com/app/signals/${signal.id}`);
      // Named by its delivery: a retry of the same alert shows once in a mail program.
      expect(mail.messageId).toMatch(/^<alert-\d+@[\w.-]+>$/);
      const chat = await telegram.next(chatId, /^BUY EURUSD/);
      expect(chat.text).toContain(`/app/signals/${signal.id}`);
      const hook = await receiver.next('new-signal');
      expect(hook.signatureValid).toBe(true);
      // Every alert carries the newest signed checkpoint of the signal log: every reader is a witness.
      const checkpoint = (await testApp.http.get('/api/ledger/checkpoint').expect(200)).text;
      const [, size, root] = checkpoint.split('\n');
      expect(mail.text).toContain(`The signal record at sending: ${size} entries, root ${root}.`);
      expect(chat.text).toContain(`The signal record at sending: ${size} entries, root ${root}.`);
      expect(hook.json.checkpoint).toBe(checkpoint);
      expect(hook.json.data).toMatchObject({
        signalId: signal.id,
        symbol: 'EURUSD',
        entryPrice: 1.085,
        confidence: 80,
      });
      const rows = await deliveries().findBy({ event: 'new-signal', userId: trader.user.id });
      expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
        ['email', 'sent'],
        ['telegram', 'sent'],
        ['webhook', 'sent'],
      ]);
    });

    it('follows the filters: categories and minimum confidence', async () => {
      await save(trader.accessToken, {
        telegramEnabled: true,
        webhookUrl: receiver.url,
        webhookEnabled: true,
        signalCategories: ['Minor'],
        minConfidence: 75,
      }).expect(200);
      const major = await seedSignal({ symbol: 'GBPUSD' });
      const weakMinor = await seedSignal({ symbol: 'EURGBP', category: 'Minor', confidence: 70 });
      const minor = await seedSignal({ symbol: 'EURJPY', category: 'Minor', confidence: 76, entryPrice: 162.5 });
      await fanout();
      const keys = (await deliveries().findBy({ event: 'new-signal', userId: trader.user.id })).map(
        (row) => row.dedupeKey,
      );
      expect(keys.some((key) => key.startsWith(`new-signal:${major.id}:`))).toBe(false);
      expect(keys.some((key) => key.startsWith(`new-signal:${weakMinor.id}:`))).toBe(false);
      expect(keys.filter((key) => key.startsWith(`new-signal:${minor.id}:`))).toHaveLength(3);
      await drain();
      await save(trader.accessToken, { telegramEnabled: true, webhookUrl: receiver.url, webhookEnabled: true }).expect(
        200,
      );
    });

    it('tells a trader on a delayed plan of a new signal when their plan shows it, not before', async () => {
      const professional = await signUp(testApp.http);
      await activateSubscription(testApp, professional.user.id, 'BASIC');
      await save(professional.accessToken).expect(200);
      await seedSignal({ symbol: 'USDCAD' });
      await fanout();
      await drain();
      const row = await deliveries().findOneByOrFail({ userId: professional.user.id, event: 'new-signal' });
      expect(row.status).toBe('pending');
      testApp.clock.advanceMinutes(15);
      await drain();
      expect((await inbox.next(professional.user.email, /^BUY USDCAD/)).subject).toMatch(/^BUY USDCAD/);
    });

    it('announces a closed signal and a high-impact release 15 minutes ahead, to those who asked', async () => {
      await save(trader.accessToken, {
        telegramEnabled: true,
        signalOutcomes: true,
        highImpactNews: true,
        newsCurrencies: ['USD'],
      }).expect(200);
      const signal = await seedSignal({ symbol: 'AUDUSD' });
      await fanout();
      const now = testApp.clock.now();
      await testApp.dataSource
        .getRepository(Signal)
        .update(
          { id: signal.id },
          { outcome: 'WIN', closedAt: now, exitPrice: 1.094, resultPips: 90, resultR: 2, updatedAt: now },
        );
      const events = testApp.dataSource.getRepository(NewsEvent);
      const release = (currency: string, event: string) =>
        events.create({
          source: 'demo',
          sourceKey: `${currency}-${event}-${now.getTime()}`,
          event,
          country: currency === 'USD' ? 'US' : 'JP',
          currency,
          sourceImpact: 'High',
          impact: 'high',
          publishedAt: new Date(now.getTime() + 10 * MINUTE),
          previous: '0.2%',
          forecast: '0.3%',
          actual: null,
          surprise: null,
          surpriseNumeric: null,
          sentiment: null,
          analyzedAt: now,
        });
      await events.save([release('USD', 'CPI m/m'), release('JPY', 'BOJ Policy Rate')]);
      await fanout();
      await drain();
      expect((await telegram.next(chatId, /closed/)).text).toMatch(/^AUDUSD BUY closed: WIN \+2\.0 R \(\+90 pips\)/);
      expect((await telegram.next(chatId, /CPI/)).text).toMatch(
        /^USD CPI m\/m, \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC \(high impact\)/,
      );
      expect(telegram.sent.some((message) => message.text.includes('BOJ'))).toBe(false);
    });

    it('announces each closed signal in the order the closes were written, not by the bar each closed on', async () => {
      const watcher = await signUp(testApp.http);
      await activateSubscription(testApp, watcher.user.id, 'PRO');
      await save(watcher.accessToken, {
        emailEnabled: false,
        webhookUrl: receiver.url,
        webhookEnabled: true,
        signalOutcomes: true,
      }).expect(200);
      const [first, second] = [await seedSignal({ symbol: 'NZDUSD' }), await seedSignal({ symbol: 'USDCHF' })];
      await fanout();
      const signals = testApp.dataSource.getRepository(Signal);
      /** As the settlement writes a close: the outcome, the bar it closed on, and when it wrote it. */
      const close = (signal: Signal, closedAt: Date) =>
        signals.update(
          { id: signal.id },
          {
            outcome: 'LOSS',
            closedAt,
            exitPrice: 1.0805,
            resultPips: -45,
            resultR: -1,
            updatedAt: testApp.clock.now(),
          },
        );
      const announced = async () =>
        (await deliveries().findBy({ userId: watcher.user.id, event: 'signal-outcome' })).map(
          (row) => (row.data as { signalId: number }).signalId,
        );

      await close(first, testApp.clock.now());
      await fanout();
      expect(await announced()).toEqual([first.id]);
      // The second's prices came a run later: it closed on a bar half an hour before the first's.
      testApp.clock.advanceMinutes(5);
      await close(second, new Date(testApp.clock.now().getTime() - 35 * MINUTE));
      await fanout();
      expect((await announced()).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
    });

    it('retries a failing webhook with backoff, and gives up on an answer waiting cannot change', async () => {
      await save(trader.accessToken, { telegramEnabled: true, webhookUrl: receiver.url, webhookEnabled: true }).expect(
        200,
      );
      const failures = () => readMetrics(testApp).then((text) => valueOf(text, FAILURES, { channel: 'webhook' }));
      const failedBefore = await failures();
      receiver.answers.push({ status: 500, event: 'test' }, { status: 503, event: 'test' });
      testApp.clock.advanceMinutes(1);
      await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(200);
      await drain();
      const hook = async () =>
        (
          await deliveries().find({
            where: { userId: trader.user.id, channel: 'webhook', event: 'test' },
            order: { id: 'DESC' },
          })
        )[0];
      expect(await hook()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The webhook answered 500' });
      testApp.clock.advanceMinutes(0.5);
      await drain();
      expect(await hook()).toMatchObject({ status: 'pending', attempts: 2, lastError: 'The webhook answered 503' });
      testApp.clock.advanceMinutes(2);
      await drain();
      expect(await hook()).toMatchObject({ status: 'sent', attempts: 3 });

      receiver.answers.push({ status: 410, event: 'test' });
      testApp.clock.advanceMinutes(1);
      await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(200);
      await drain();
      expect(await hook()).toMatchObject({ status: 'dead', attempts: 1, lastError: 'The webhook answered 410' });
      // Three failed attempts: the 500, the 503 and the 410.
      expect((await failures()) - failedBefore).toBe(3);
      const log = await testApp.http.get('/api/alerts/deliveries').set(bearer(trader.accessToken)).expect(200);
      expect(log.body.find((entry: { channel: string }) => entry.channel === 'webhook')).toMatchObject({
        status: 'dead',
        lastError: 'The webhook answered 410',
      });
    });

    it('waits as long as Telegram asks, and stops for a chat that blocked the bot', async () => {
      telegram.failures.push({
        status: 429,
        body: { ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 120 } },
        text: /Test alert/,
      });
      testApp.clock.advanceMinutes(1);
      await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(200);
      await drain();
      const row = (
        await deliveries().find({
          where: { userId: trader.user.id, channel: 'telegram', event: 'test' },
          order: { id: 'DESC' },
        })
      )[0];
      expect(row.status).toBe('pending');
      expect(row.nextAttemptAt.getTime() - testApp.clock.now().getTime()).toBeGreaterThanOrEqual(120_000);

      telegram.blockedChats.add(String(chatId));
      testApp.clock.advanceMinutes(3);
      await drain();
      const blocked = await deliveries().findOneByOrFail({ id: row.id });
      expect(blocked).toMatchObject({
        status: 'dead',
        lastError: 'Telegram refused it: Forbidden: bot was blocked by the user',
      });
      telegram.blockedChats.clear();
    });

    it('sends renewal reminders on Telegram and the webhook too, and none to a trader who turned them off', async () => {
      await save(trader.accessToken, { telegramEnabled: true, webhookUrl: receiver.url, webhookEnabled: true }).expect(
        200,
      );
      const quiet = await signUp(testApp.http);
      await activateSubscription(testApp, quiet.user.id, 'PRO');
      await save(quiet.accessToken, { subscriptionReminders: false }).expect(200);
      const inSixDays = new Date(testApp.clock.now().getTime() + 6 * 24 * 60 * MINUTE);
      await testApp.dataSource
        .getRepository(Subscription)
        .update({ userId: In([trader.user.id, quiet.user.id]) }, { expiresAt: inSixDays });
      await testApp.app.get(RenewalRemindersService).sendDue();
      await drain();
      const mail = await inbox.next(trader.user.email, /expires in 6 days/);
      expect((await telegram.next(chatId, /expires in 6 days/)).text).toContain(mail.links[0]);
      expect((await receiver.next('subscription-reminder')).json.link).toBe(mail.links[0]);
      expect(inbox.to(quiet.user.email)).toEqual([]);
    });

    it('confirms a payment on the webhook once, also one that committed after a later one', async () => {
      const payer = await signUp(testApp.http);
      await save(payer.accessToken, { emailEnabled: false, webhookUrl: receiver.url, webhookEnabled: true }).expect(
        200,
      );
      await activateSubscription(testApp, payer.user.id, 'PRO');
      const payments = testApp.dataSource.getRepository(Payment);
      const confirmed = (activatedAt: Date) =>
        payments.save(
          payments.create({
            userId: payer.user.id,
            planType: 'PRO',
            billingCycle: 'monthly',
            priceAmount: '79.00',
            priceCurrency: 'USD',
            payCurrency: 'btc',
            provider: 'offline',
            status: 'finished',
            confirmedAt: activatedAt,
            activatedAt,
          }),
        );
      const alerted = async () =>
        (await deliveries().findBy({ userId: payer.user.id, event: 'payment-confirmed' }))
          .map((row) => (row.data as { paymentId: number }).paymentId)
          .sort((a, b) => a - b);

      const now = testApp.clock.now().getTime();
      const later = await confirmed(new Date(now));
      await fanout();
      expect(await alerted()).toEqual([later.id]);
      await drain();
      expect((await receiver.next('payment-confirmed')).json.data).toMatchObject({ paymentId: later.id });

      // Confirmed a second before the one the reader has passed, but committed only now.
      const lateCommit = await confirmed(new Date(now - 1000));
      // And one from before the window the reader looks back over: history, not news.
      await confirmed(new Date(now - LATE_COMMIT_MS - 1000));
      await fanout();
      await fanout();
      expect(await alerted()).toEqual([later.id, lateCommit.id].sort((a, b) => a - b));
    });

    it('sends market alerts to an admin, who sees signals without a plan', async () => {
      const admin = await signUp(testApp.http);
      await testApp.dataSource.getRepository(User).update({ id: admin.user.id }, { role: 'admin' });
      await save(admin.accessToken).expect(200);
      await seedSignal({ symbol: 'AUDUSD' });
      await fanout();
      await drain();
      expect((await inbox.next(admin.user.email, /^BUY AUDUSD/)).subject).toMatch(/^BUY AUDUSD/);
      const row = await deliveries().findOneByOrFail({ userId: admin.user.id, event: 'new-signal' });
      expect(row.status).toBe('sent');
    });

    it.each([
      ['the status says so', { status: 'EXPIRED' as const }, 'NZDUSD', 'USDCHF'],
      // The real state between two runs of the expiry job: still ACTIVE, its period over.
      ['by time alone (still ACTIVE, expiresAt passed)', {}, 'EURGBP', 'EURJPY'],
    ])(
      'drops market alerts once the subscription has lapsed (%s), and makes none after',
      async (_, change, first, next) => {
        const lapsing = await signUp(testApp.http);
        await activateSubscription(testApp, lapsing.user.id, 'PRO');
        await save(lapsing.accessToken).expect(200);
        await seedSignal({ symbol: first });
        await fanout();
        await testApp.dataSource
          .getRepository(Subscription)
          .update(
            { userId: lapsing.user.id },
            { ...change, expiresAt: new Date(testApp.clock.now().getTime() - MINUTE) },
          );
        expect(
          (await testApp.dataSource.getRepository(Subscription).findOneByOrFail({ userId: lapsing.user.id })).status,
        ).toBe('status' in change ? 'EXPIRED' : 'ACTIVE');
        await drain();
        const row = await deliveries().findOneByOrFail({ userId: lapsing.user.id, event: 'new-signal' });
        expect(row).toMatchObject({ status: 'dropped', lastError: 'The subscription has lapsed' });
        await seedSignal({ symbol: next });
        await fanout();
        expect(await deliveries().countBy({ userId: lapsing.user.id })).toBe(1);
      },
    );
  });
});

describe('webhook addresses: only the public internet, refused when saved and when sent', () => {
  const PUBLIC_ONLY = 'The webhook address must be reachable on the public internet';
  let testApp: TestApp;
  let trader: SignedUpUser;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    trader = await signUp(testApp.http);
  });
  afterAll(() => testApp.close());

  const save = (webhookUrl: string) =>
    testApp.http.put('/api/alerts/settings').set(bearer(trader.accessToken)).send({
      emailEnabled: true,
      telegramEnabled: false,
      webhookEnabled: true,
      webhookUrl,
      newSignals: true,
      signalCategories: [],
      minConfidence: 0,
      signalOutcomes: false,
      highImpactNews: false,
      newsCurrencies: [],
      subscriptionReminders: true,
      paymentConfirmed: true,
    });

  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://0x7f000001/hook', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://[::1]:8443/hook', '::1 is a loopback address (this server itself)'],
    ['https://[::127.0.0.1]/hook', '::7f00:1 is a reserved, special-purpose address'],
    ['https://[::ffff:10.0.0.1]/hook', '10.0.0.1 is an address on a private network'],
    ['https://10.0.0.5/hook', '10.0.0.5 is an address on a private network'],
    ['https://192.168.1.20/hook', '192.168.1.20 is an address on a private network'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['https://localhost/hook', 'localhost is a name on the local network'],
  ])('refuses to save %s', async (url, reason) => {
    const refused = await save(url);
    expect([refused.status, refused.body.message]).toEqual([400, `${PUBLIC_ONLY}: ${reason}.`]);
  });

  it('answers an address URL cannot read, such as an IPv6 zone id, and plain http with a sentence', async () => {
    const zone = await save('https://[fe80::1%25lo]/');
    expect([zone.status, zone.body.message]).toEqual([
      400,
      'The webhook address must be a full URL such as https://example.com/hooks/signals.',
    ]);
    const plain = await save('http://hooks.example.com/signals');
    expect([plain.status, plain.body.message]).toEqual([400, 'The webhook address must be https://, not plain http.']);
    await save('https://hooks.example.com/signals').expect(200);
  });

  it('refuses, and does not retry, an address saved before the rule held', async () => {
    await save('https://hooks.example.com/signals').expect(200);
    await testApp.dataSource
      .getRepository(AlertSettings)
      .update({ userId: trader.user.id }, { webhookUrl: 'https://localhost:9/hook' });
    await testApp.http.post('/api/alerts/test').set(bearer(trader.accessToken)).expect(200);
    await testApp.app.get(AlertWorker).drain();
    const hook = await testApp.dataSource
      .getRepository(AlertDelivery)
      .findOneByOrFail({ userId: trader.user.id, channel: 'webhook' });
    expect(hook).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: `${PUBLIC_ONLY}: localhost is a name on the local network`,
    });
  });
});
