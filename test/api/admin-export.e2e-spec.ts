import { Payment } from '../../server/src/payments/payment.entity.js';
import { Subscription } from '../../server/src/subscriptions/subscription.entity.js';
import { User } from '../../server/src/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };
// More rows than the 100 a list page may hold, so the export must read past one page.
const ROWS = 130;

/** Splits RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('admin CSV exports', () => {
  let testApp: TestApp;
  let adminToken: string;
  let supportToken: string;
  let traderToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    adminToken = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    const support = await signUp(testApp.http);
    await testApp.http.put(`/api/admin/users/${support.user.id}`).set(bearer(adminToken)).send({ role: 'support' });
    supportToken = (
      await testApp.http.post('/api/auth/login').send({ email: support.email, password: support.password }).expect(200)
    ).body.accessToken;
    traderToken = (await signUp(testApp.http)).accessToken;

    const users = testApp.dataSource.getRepository(User);
    const created = await users.save(
      Array.from({ length: ROWS }, (_, index) =>
        users.create({
          email: `bulk${String(index).padStart(3, '0')}@example.com`,
          phone: '+1 202 555 0143',
          passwordHash: null,
          googleSub: null,
          role: 'user',
          // One trader named like a spreadsheet formula, one with a comma and quotes.
          firstName: index === 0 ? '=HYPERLINK("http://evil.example","click")' : index === 1 ? 'Ann, "Jr"' : 'Bulk',
          lastName: index === 2 ? '@SUM(A1:A9)' : `Trader ${index}`,
          disabledAt: null,
        }),
      ),
    );
    const subscriptions = testApp.dataSource.getRepository(Subscription);
    const now = new Date();
    await subscriptions.save(
      created.map((user, index) =>
        subscriptions.create({
          userId: user.id,
          planType: index % 2 ? 'PRO' : 'BASIC',
          hasChosenPlan: true,
          status: 'ACTIVE',
          billingCycle: 'monthly',
          startedAt: now,
          expiresAt: new Date(now.getTime() + 30 * 86400000),
          cancelledAt: null,
          amountPaid: index % 2 ? '79.00' : '29.00',
          currencyPaid: 'USD',
        }),
      ),
    );
    const payments = testApp.dataSource.getRepository(Payment);
    await payments.save(
      created.map((user, index) =>
        payments.create({
          userId: user.id,
          planType: index % 2 ? 'PRO' : 'BASIC',
          billingCycle: 'monthly',
          priceAmount: index % 2 ? '79.00' : '29.00',
          priceCurrency: 'USD',
          payCurrency: 'btc',
          payAmount: '0.0003',
          actuallyPaid: index % 3 ? '0.0003' : null,
          payAddress: 'SIMULATED-BTC-x',
          provider: 'simulated',
          providerPaymentId: `sim_bulk_${index}`,
          status: index % 3 ? 'finished' : 'waiting',
          confirmedAt: index % 3 ? now : null,
          activatedAt: index % 3 ? now : null,
          subscriptionId: null,
          supersededAt: null,
        }),
      ),
    );
  });
  afterAll(() => testApp.close());

  async function exportCsv(resource: string, query: Record<string, string> = {}, token = adminToken) {
    const response = await testApp.http
      .get(`/api/admin/${resource}/export`)
      .query(query)
      .set(bearer(token))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+\.csv"$/);
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    return parseCsv(text.slice(1));
  }

  it('exports every user the filters select, past one page, with spreadsheet formulas neutralised', async () => {
    const rows = await exportCsv('users', { filter: '{"q":"bulk"}', sort: '["email","ASC"]' });
    expect(rows[0]).toEqual([
      'User ID',
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Role',
      'Disabled',
      'Plan',
      'Plan code',
      'Subscription status',
      'Subscription expires (UTC)',
      'Joined (UTC)',
    ]);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[1].slice(1, 4)).toEqual([
      'bulk000@example.com',
      `'=HYPERLINK("http://evil.example","click")`,
      'Trader 0',
    ]);
    expect(rows[2][2]).toBe('Ann, "Jr"');
    expect(rows[3][3]).toBe("'@SUM(A1:A9)");
    expect(rows[1][4]).toBe("'+1 202 555 0143");
    expect(rows[1].slice(7, 10)).toEqual(['Professional', 'BASIC', 'ACTIVE']);
    expect(rows[2].slice(7, 9)).toEqual(['Enterprise', 'PRO']);
    expect(rows[ROWS][1]).toBe(`bulk${ROWS - 1}@example.com`);
  });

  it('exports the whole filtered billing list with the columns a bookkeeper needs', async () => {
    const all = await exportCsv('payments', { filter: '{"q":"bulk"}' });
    expect(all).toHaveLength(ROWS + 1);
    expect(all[0]).toEqual([
      'Invoice ID',
      'Created (UTC)',
      'Paid (UTC)',
      'Customer email',
      'Plan',
      'Plan code',
      'Billing cycle',
      'Amount',
      'Currency',
      'Status',
      'Superseded (UTC)',
      'Cancelled (UTC)',
      'Refund due (UTC)',
      'Paid in',
      'Coin amount due',
      'Coin amount received',
      'Provider',
      'Provider reference',
    ]);
    const finished = await exportCsv('payments', { filter: '{"q":"bulk","status":"finished"}' });
    const expected = Array.from({ length: ROWS }, (_, index) => index).filter((index) => index % 3).length;
    expect(finished).toHaveLength(expected + 1);
    const line = finished.find((row) => row[3] === 'bulk001@example.com')!;
    expect(line.slice(4, 18)).toEqual([
      'Enterprise',
      'PRO',
      'monthly',
      '79.00',
      'USD',
      'finished',
      '',
      '',
      '',
      'BTC',
      '0.0003',
      '0.0003',
      'simulated',
      'sim_bulk_1',
    ]);
    expect(line[2]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('exports the whole filtered subscription list', async () => {
    const pro = await exportCsv('subscriptions', { filter: '{"q":"bulk","plan":"PRO"}' });
    expect(pro).toHaveLength(ROWS / 2 + 1);
    expect(pro[0]).toEqual([
      'Subscription ID',
      'Customer email',
      'Plan',
      'Plan code',
      'Status',
      'Billing cycle',
      'Started (UTC)',
      'Expires (UTC)',
      'Days remaining',
      'Amount paid',
      'Currency',
      'Scheduled plan',
      'Scheduled cycle',
      'Scheduled from (UTC)',
    ]);
    expect(pro.slice(1).filter((row) => !(row[2] === 'Enterprise' && row[9] === '79.00'))).toEqual([]);
  });

  it('keeps exports to admins: support reads the lists but is refused with a sentence; traders and guests are kept out', async () => {
    for (const resource of ['users', 'payments', 'subscriptions']) {
      await testApp.http.get(`/api/admin/${resource}`).set(bearer(supportToken)).expect(200);
      const refused = await testApp.http.get(`/api/admin/${resource}/export`).set(bearer(supportToken)).expect(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body.message).toBe('Exports are for admins only: support can read the list on screen.');
      await testApp.http.get(`/api/admin/${resource}/export`).expect(401);
      await testApp.http.get(`/api/admin/${resource}/export`).set(bearer(traderToken)).expect(403);
    }
    const refused = await testApp.http
      .get('/api/admin/users/export')
      .query({ filter: '{"passwordHash":"x"}' })
      .set(bearer(adminToken))
      .expect(400);
    expect(refused.body.message).toMatch(/Cannot filter by 'passwordHash'/);
  });
});
