import { AuditEntry } from '../../server/src/audit/audit-entry.entity.js';
import { FakeClock } from '../../server/src/clock/fake-clock.js';
import { Payment } from '../../server/src/payments/payment.entity.js';
import { RenewalReminder } from '../../server/src/reminders/renewal-reminder.entity.js';
import { RenewalRemindersService } from '../../server/src/reminders/renewal-reminders.service.js';
import { JobScheduler } from '../../server/src/scheduler/job-scheduler.service.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, signUp } from '../support/users.js';
import { backgroundMailSent } from '../support/background-mail.js';

const CONFIRM_SECONDS = 20;

/**
 * Two application instances on one MariaDB/MySQL database, as two replicas behind a load
 * balancer, sharing one clock and one mail server: billing's once-only rules hold across them.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('billing on two replicas sharing a database', () => {
  const inbox = new SmtpInbox();
  const clock = new FakeClock(new Date('2027-03-01T00:00:00.000Z'));
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await inbox.start();
    database = await createTestDatabase();
    const env = {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENTS_SIMULATED_CONFIRM_SECONDS: String(CONFIRM_SECONDS),
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
    };
    // One after the other: the first runs the migrations.
    first = await startTestAppOn(database, env, { clock });
    second = await startTestAppOn(database, env, { clock });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
    await inbox.stop();
  });

  /** Every background e-mail of both replicas has gone out. */
  const settle = () => backgroundMailSent(first, second);

  it('takes upgrade checkouts opened on both replicas at once as one, activates once and sends one receipt', async () => {
    const trader = await signUp(first.http);
    const basic = await first.http
      .post('/api/payments/create')
      .set(bearer(trader.accessToken))
      .send({ plan_type: 'BASIC', billing_cycle: 'monthly', currency: 'btc' })
      .expect(201);
    clock.advanceSeconds(CONFIRM_SECONDS);
    await first.http.get(`/api/payments/status/${basic.body.payment_id}`).set(bearer(trader.accessToken)).expect(200);
    await inbox.next(trader.email, /receipt/);

    clock.advanceDays(10);
    const quoted = (
      await second.http
        .get('/api/payments/quote')
        .query({ plan_type: 'PRO', billing_cycle: 'monthly' })
        .set(bearer(trader.accessToken))
        .expect(200)
    ).body;
    const upgrades = await Promise.all(
      [first, second].map((replica, index) =>
        replica.http
          .post('/api/payments/create')
          .set(bearer(trader.accessToken))
          .send({ plan_type: 'PRO', billing_cycle: 'monthly', currency: index ? 'eth' : 'ltc' })
          .expect(201),
      ),
    );
    expect(upgrades.map((answer) => answer.body.price_amount)).toEqual([quoted.amount_due, quoted.amount_due]);
    const rows = await first.dataSource.getRepository(Payment).findBy({ userId: trader.user.id, kind: 'upgrade' });
    expect(rows.map((row) => row.status).sort()).toEqual(['superseded', 'waiting']);

    clock.advanceSeconds(CONFIRM_SECONDS);
    const polls = await Promise.all(
      [first, second, first, second].flatMap((replica) =>
        upgrades.map(
          async (upgrade) =>
            (
              await replica.http
                .get(`/api/payments/status/${upgrade.body.payment_id}`)
                .set(bearer(trader.accessToken))
                .expect(200)
            ).body.status,
        ),
      ),
    );
    expect(new Set(polls)).toEqual(new Set(['finished', 'superseded']));
    const activated = (await first.dataSource.getRepository(Payment).findBy({ userId: trader.user.id })).filter(
      (row) => row.activatedAt,
    );
    expect(activated.map((row) => row.kind).sort()).toEqual(['new', 'upgrade']);
    const upgrade = activated.find((row) => row.kind === 'upgrade')!;
    expect(await inbox.next(trader.email, /receipt/)).toMatchObject({
      subject: `Your SignalDesk receipt #${upgrade.id}`,
    });
    await settle();
    expect(inbox.to(trader.email)).toEqual([]);
    const subscription = await first.dataSource.getRepository(Subscription).findOneByOrFail({ userId: trader.user.id });
    expect(subscription.planType).toBe('PRO');
  });

  it('sends each renewal reminder once when both replicas run at once', async () => {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'BASIC', 'monthly', '29.00');
    const { expiresAt } = await first.dataSource
      .getRepository(Subscription)
      .findOneByOrFail({ userId: trader.user.id });
    clock.moveTo(new Date(expiresAt!.getTime() - 6 * 86_400_000));

    const services = [first, second].map((replica) => replica.app.get(RenewalRemindersService));
    // The job's lease already keeps a second replica out; the rows and claims hold even without it.
    await Promise.all([...services, ...services].map((service) => service.sendDue()));
    await Promise.all([first, second].map((replica) => replica.app.get(JobScheduler).tick(['renewal-reminders'])));
    expect((await inbox.next(trader.email)).subject).toBe('Your SignalDesk subscription expires in 6 days');
    await settle();
    expect(inbox.to(trader.email)).toEqual([]);
    const reminders = await first.dataSource.getRepository(RenewalReminder).findBy({ userId: trader.user.id });
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: '7-days', attempts: 1 });
    expect(reminders[0].sentAt).not.toBeNull();
  });

  it('applies a scheduled change once when the job ticks on both replicas', async () => {
    const trader = await signUp(first.http);
    await activateSubscription(first, trader.user.id, 'PRO', 'monthly', '79.00');
    await second.http
      .post('/api/subscription/scheduled-change')
      .set(bearer(trader.accessToken))
      .send({ plan: 'BASIC', billingCycle: 'monthly' })
      .expect(200);
    const { expiresAt, id } = await first.dataSource
      .getRepository(Subscription)
      .findOneByOrFail({ userId: trader.user.id });
    clock.moveTo(new Date(expiresAt!.getTime() + 1000));
    await Promise.all([first, second].map((replica) => replica.app.get(JobScheduler).tick(['subscription-changes'])));
    expect(await first.dataSource.getRepository(Subscription).findOneByOrFail({ id })).toMatchObject({
      planType: 'BASIC',
      scheduledPlanType: null,
    });
    const applied = await first.dataSource
      .getRepository(AuditEntry)
      .findBy({ targetType: 'subscription', targetId: id, action: 'subscription.change-applied' });
    expect(applied).toHaveLength(1);
  });
});
