import { FakeClock } from '../../server/src/clock/fake-clock.js';
import { RenewalReminder } from '../../server/src/reminders/renewal-reminder.entity.js';
import { RenewalRemindersService } from '../../server/src/reminders/renewal-reminders.service.js';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';
import { backgroundMailSent } from '../support/background-mail.js';

const PUBLIC_URL = 'https://signals.example.com';
const driver = process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite';

/** Renewal reminders at 7 days, 1 day and on expiry, read from a real SMTP server. */
describe(`renewal reminders on ${driver}`, () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;
  let reminders: RenewalRemindersService;

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SMTP_URL: inbox.url, PUBLIC_URL },
      // Midnight on 1 March 2027: a month paid now ends on 1 April 2027.
      { clock: new FakeClock(new Date('2027-03-01T00:00:00.000Z')) },
    );
    reminders = testApp.app.get(RenewalRemindersService);
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  /** Moves the clock to `days` before the subscriptions made at the start end. */
  const daysBeforeEnd = (days: number) =>
    testApp.clock.moveTo(new Date(new Date('2027-04-01T00:00:00.000Z').getTime() - days * 86_400_000));
  const mailTo = (email: string) => inbox.to(email);

  it('sends each reminder once per period, skips cancelled subscriptions, and links to checkout', async () => {
    const renewing = await signUp(testApp.http);
    const cancelled = await signUp(testApp.http);
    const downgrading = await signUp(testApp.http);
    await activateSubscription(testApp, renewing.user.id, 'BASIC', 'monthly', '29.00');
    await activateSubscription(testApp, cancelled.user.id, 'PRO', 'monthly', '79.00');
    await activateSubscription(testApp, downgrading.user.id, 'PRO', 'monthly', '79.00');
    await testApp.http.post('/api/subscription/cancel').set(bearer(cancelled.accessToken)).expect(200);
    await testApp.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(downgrading.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'yearly' })
      .expect(200);

    daysBeforeEnd(8);
    await reminders.sendDue();
    expect(inbox.received).toEqual([]);

    daysBeforeEnd(6.5);
    await reminders.sendDue();
    const week = await inbox.next(renewing.email);
    expect(week.subject).toBe('Your SignalDesk subscription expires in 7 days');
    expect(week.text).toContain('Your Professional plan runs until April 1, 2027 (UTC).');
    expect(week.text).toContain('Renewing: Professional (monthly), $29.00.');
    expect(week.links).toEqual([`${PUBLIC_URL}/payment-flow?plan=basic&cycle=monthly`]);
    // The scheduled plan is the one to renew.
    const scheduled = await inbox.next(downgrading.email);
    expect(scheduled.text).toContain('Your Enterprise plan runs until April 1, 2027 (UTC).');
    expect(scheduled.links).toEqual([`${PUBLIC_URL}/payment-flow?plan=basic&cycle=yearly`]);

    // Later runs in the same window send nothing more.
    daysBeforeEnd(3);
    await reminders.sendDue();
    await reminders.sendDue();

    daysBeforeEnd(0.5);
    await reminders.sendDue();
    expect((await inbox.next(renewing.email)).subject).toBe('Your SignalDesk subscription expires in 1 day');
    await inbox.next(downgrading.email);

    daysBeforeEnd(-0.1);
    await reminders.sendDue();
    const ended = await inbox.next(renewing.email);
    expect(ended.subject).toBe('Your SignalDesk subscription has expired');
    expect(ended.text).toContain('Your Professional plan ended on April 1, 2027 (UTC)');
    expect(ended.links).toEqual([`${PUBLIC_URL}/payment-flow?plan=basic&cycle=monthly`]);
    await inbox.next(downgrading.email);

    daysBeforeEnd(-2);
    // A run sends before it resolves: nothing more can arrive after it.
    await reminders.sendDue();
    await backgroundMailSent(testApp);
    expect([mailTo(renewing.email), mailTo(cancelled.email), mailTo(downgrading.email)]).toEqual([[], [], []]);
    const rows = await testApp.dataSource.getRepository(RenewalReminder).findBy({ userId: renewing.user.id });
    expect(
      rows.map((row) => [row.kind, row.periodEnd.toISOString(), row.sentAt !== null, row.attempts]).sort(),
    ).toEqual([
      ['1-day', '2027-04-01T00:00:00.000Z', true, 1],
      ['7-days', '2027-04-01T00:00:00.000Z', true, 1],
      ['expired', '2027-04-01T00:00:00.000Z', true, 1],
    ]);
  });

  it('retries a failed send on the next run, and starts afresh for the next period after a renewal', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'BASIC', 'monthly', '29.00');
    const expiresAt = new Date(
      (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body.expiresAt,
    );
    testApp.clock.moveTo(new Date(expiresAt.getTime() - 5 * 86_400_000));

    inbox.refusing = true;
    await reminders.sendDue();
    const [failed] = await testApp.dataSource.getRepository(RenewalReminder).findBy({ userId: trader.user.id });
    expect(failed).toMatchObject({ kind: '7-days', sentAt: null, claimedUntil: null, attempts: 1 });
    expect(failed.lastError).toMatch(/Mailbox unavailable/);

    inbox.refusing = false;
    await reminders.sendDue();
    expect((await inbox.next(trader.email)).subject).toBe('Your SignalDesk subscription expires in 5 days');
    expect(await testApp.dataSource.getRepository(RenewalReminder).findOneByOrFail({ id: failed.id })).toMatchObject({
      attempts: 2,
      lastError: null,
    });

    // Renewed: the new period end gets its own reminders when its time comes, not now.
    await activateSubscription(testApp, trader.user.id, 'BASIC', 'monthly', '29.00');
    await reminders.sendDue();
    await backgroundMailSent(testApp);
    expect(mailTo(trader.email)).toEqual([]);
  });

  it('runs as a job once per period across replicas', async () => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO', 'monthly', '79.00');
    const expiresAt = new Date(
      (await testApp.http.get('/api/subscription/status').set(bearer(trader.accessToken))).body.expiresAt,
    );
    testApp.clock.moveTo(new Date(expiresAt.getTime() - 3_600_000));
    await testApp.app.get(JobScheduler).tick(['renewal-reminders']);
    const mail = await inbox.next(trader.email);
    expect(mail.subject).toBe('Your SignalDesk subscription expires in 1 day');
    expect(mail.links).toEqual([`${PUBLIC_URL}/payment-flow?plan=pro&cycle=monthly`]);
  });
});
