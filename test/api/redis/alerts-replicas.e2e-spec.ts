import { randomBytes } from 'node:crypto';
import { AlertSettings } from '../../../server/src/alerts/alert-settings.entity.js';
import { Signal } from '../../../server/src/signals/signal.entity.js';
import { FAKE_BOT_TOKEN, FakeTelegram } from '../../fakes/fake-telegram.js';
import { SmtpInbox } from '../../fakes/smtp-inbox.js';
import { WebhookReceiver } from '../../fakes/webhook-receiver.js';
import { activateSubscription } from '../../support/subscriptions.js';
import { startTestAppOn, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { bearer, signUp } from '../../support/users.js';

// Runs when TEST_REDIS_URL names a Redis server (CI's second API pass); see jest.config.js.
const REDIS_URL = process.env.TEST_REDIS_URL!;
const CHAT = 777001;

/** Two replicas with their schedulers on, sharing one database and Redis (BullMQ delivers). */
describe('alerts on two replicas sharing a database and Redis', () => {
  const inbox = new SmtpInbox();
  const telegram = new FakeTelegram();
  const receiver = new WebhookReceiver();
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await Promise.all([inbox.start(), telegram.start(), receiver.start()]);
    database = await createTestDatabase();
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      SCHEDULER_ENABLED: 'true',
      JOB_TICK_SECONDS: '1',
      // The engine publishes nothing for an index: the only new signal is the test's.
      SIGNAL_SYMBOLS: 'US30',
      SMTP_URL: inbox.url,
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'SignalDeskTestBot',
      TELEGRAM_API_URL: telegram.apiUrl,
      ALERTS_WEBHOOK_ALLOW_PRIVATE: 'true',
    };
    first = await startTestAppOn(database, env);
    second = await startTestAppOn(database, env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
    await Promise.all([inbox.stop(), telegram.stop(), receiver.stop()]);
  });

  it('turns one new signal into exactly one message per channel', async () => {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'PRO');
    const saved = await first.http
      .put('/api/alerts/settings')
      .set(bearer(trader.accessToken))
      .send({
        emailEnabled: true,
        telegramEnabled: false,
        webhookEnabled: true,
        webhookUrl: receiver.url,
        newSignals: true,
        signalCategories: ['Major'],
        minConfidence: 0,
        signalOutcomes: false,
        highImpactNews: false,
        newsCurrencies: [],
        subscriptionReminders: true,
        paymentConfirmed: true,
      })
      .expect(200);
    receiver.secret = saved.body.webhookSecret;
    await first.dataSource
      .getRepository(AlertSettings)
      .update({ userId: trader.user.id }, { telegramChatId: String(CHAT), telegramEnabled: true });
    // The replicas' clocks (test clocks, standing still) decide when an alert is due.
    const now = first.clock.now();
    const signals = first.dataSource.getRepository(Signal);
    await signals.save(
      signals.create({
        symbol: 'EURUSD',
        category: 'Major',
        signalType: 'SELL',
        entryPrice: 1.085,
        stopLoss: 1.0895,
        takeProfit: 1.076,
        stopLossPips: 45,
        takeProfitPips: 90,
        riskReward: 2,
        confidence: 70,
        reasoning: 'SELL EURUSD: price fell over the last day.',
        newsInfluence: null,
        outcome: 'OPEN',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 48 * 3_600_000),
      }),
    );
    const subject = /^SELL EURUSD at 1\.08500/;
    await Promise.all([
      inbox.next(trader.user.email, subject),
      telegram.next(CHAT, subject),
      receiver.next('new-signal'),
    ]);
    // Time for a second replica to send it again, were it to.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // next() took the first e-mail out of the inbox: a second copy would be waiting there.
    expect(inbox.to(trader.user.email).filter((mail) => subject.test(mail.subject))).toHaveLength(0);
    expect(telegram.sent.filter((message) => subject.test(message.text))).toHaveLength(1);
    const hooks = receiver.received.filter((hook) => hook.json.event === 'new-signal');
    expect(hooks).toHaveLength(1);
    expect(hooks[0].signatureValid).toBe(true);
  }, 60_000);
});
