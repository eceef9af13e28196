import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from '../support/users.js';

const driver = process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite';

/** On MySQL/MariaDB the database is created latin1, as older servers and many hosts default to. */
describe(`text outside Latin-1 on ${driver === 'sqlite' ? 'SQLite' : `a latin1 ${driver} database`}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { database: { charset: 'latin1' } });
  });
  afterAll(() => testApp.close());

  it.each(['пользователь@пример.рф', '用户@例子.中国', 'zoë.ångström@example.com'])(
    'signs up and signs in with %s, and reads it back unchanged',
    async (email) => {
      const signup = await testApp.http.post('/api/auth/signup').send({ email, password: 'secret-password' });
      expect(signup.status).toBe(201);
      expect(signup.body.user.email).toBe(email);
      const login = await testApp.http.post('/api/auth/login').send({ email, password: 'secret-password' });
      expect(login.status).toBe(200);
      expect(login.body.user.email).toBe(email);
    },
  );

  it('keeps an emoji first name and a Chinese last name exactly', async () => {
    const signup = await testApp.http
      .post('/api/auth/signup')
      .send({ email: 'emoji@example.com', password: 'secret-password' })
      .expect(201);
    const auth = bearer(signup.body.accessToken);
    await testApp.http
      .patch('/api/user/profile')
      .set(auth)
      .send({ firstName: 'Zoë 🚀✨', lastName: '王小明' })
      .expect(200);
    const profile = await testApp.http.get('/api/user/profile').set(auth).expect(200);
    expect(profile.body.firstName).toBe('Zoë 🚀✨');
    expect(profile.body.lastName).toBe('王小明');
  });

  // SQLite stores UTF-8 whatever happens; only MySQL/MariaDB have table character sets.
  (driver === 'sqlite' ? it.skip : it)('leaves every table in utf8mb4', async () => {
    const tables: Array<{ collation: string }> = await testApp.dataSource.query(
      `SELECT TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()`,
    );
    expect(tables.length).toBeGreaterThan(5);
    expect(new Set(tables.map((table) => table.collation))).toEqual(new Set(['utf8mb4_unicode_ci']));
  });
});
