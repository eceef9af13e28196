import type { AddressInfo } from 'node:net';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { openStream, type OpenStream } from '../support/event-stream.js';
import { sessionEndings } from '../support/session-endings.js';
import { activateSubscription } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp, type SignedUpUser } from '../support/users.js';

/** Ends when the server ends the stream, or says how long it stayed open. */
const within = (stream: OpenStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((done) => setTimeout(() => done(`still open after ${ms} ms`), ms)),
  ]);

describe('ending a session ends its signal streams', () => {
  const inbox = new SmtpInbox();
  let testApp: TestApp;
  let baseUrl: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    await inbox.start();
    testApp = await startTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://signals.example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNAL_SYMBOLS: 'US30',
    });
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await testApp.close();
    await inbox.stop();
  });

  const open = async (token: string) => {
    const stream = await openStream(baseUrl, bearer(token));
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const subscriber = async (): Promise<SignedUpUser> => {
    const trader = await signUp(testApp.http);
    await activateSubscription(testApp, trader.user.id, 'PRO');
    return trader;
  };

  it.each(sessionEndings(inbox))(
    '%s ends the trader’s open streams, and leaves other traders’ alone',
    async (_, end) => {
      const trader = await subscriber();
      const bystander = await subscriber();
      const first = await open(trader.accessToken);
      const second = await open(trader.accessToken);
      const other = await open(bystander.accessToken);
      await end(testApp, trader);
      expect(await within(first, 3000)).toBe('ended');
      expect(await within(second, 3000)).toBe('ended');
      expect(await within(other, 500)).toBe('still open after 500 ms');
      // The token the streams were opened with opens none any more.
      expect((await openStream(baseUrl, bearer(trader.accessToken))).status).toBe(401);
    },
  );

  it('an e-mail change ends every other session, and keeps the one of the device that opened the link', async () => {
    const trader = await subscriber();
    const otherDevice = (
      await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)
    ).body;
    const newEmail = `new-${trader.email}`;
    await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail, password: trader.password })
      .expect(200);
    const mail = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
    const token = new URL(mail.links[0]).searchParams.get('token')!;
    const stream = await open(otherDevice.accessToken);

    const confirmed = await testApp.http
      .post('/api/auth/confirm-email')
      .send({ token, refreshToken: trader.refreshToken })
      .expect(200);
    expect(confirmed.body).toMatchObject({ email: newEmail, message: `Your email address is now ${newEmail}.` });
    expect(await within(stream, 3000)).toBe('ended');
    // The other device is signed out: its access token and its refresh token fail.
    await testApp.http.get('/api/user/profile').set(bearer(otherDevice.accessToken)).expect(401);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: otherDevice.refreshToken }).expect(401);
    // This device's old pair ends too; it goes on with the new one.
    await testApp.http.get('/api/user/profile').set(bearer(trader.accessToken)).expect(401);
    const profile = await testApp.http
      .get('/api/user/profile')
      .set(bearer(confirmed.body.session.accessToken))
      .expect(200);
    expect(profile.body.email).toBe(newEmail);
    await testApp.http
      .post('/api/auth/refresh')
      .send({ refreshToken: confirmed.body.session.refreshToken })
      .expect(200);
  });

  it('a confirmation without a working refresh token of the account ends every session and gives none', async () => {
    const trader = await subscriber();
    const stranger = await signUp(testApp.http);
    const newEmail = `other-${trader.email}`;
    await testApp.http
      .post('/api/user/email')
      .set(bearer(trader.accessToken))
      .send({ newEmail, password: trader.password })
      .expect(200);
    const mail = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
    const token = new URL(mail.links[0]).searchParams.get('token')!;
    const confirmed = await testApp.http
      .post('/api/auth/confirm-email')
      .send({ token, refreshToken: stranger.refreshToken })
      .expect(200);
    expect(confirmed.body).toEqual({ email: newEmail, message: `Your email address is now ${newEmail}.` });
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: trader.refreshToken }).expect(401);
    // Someone else's token is left as it was.
    await testApp.http.get('/api/user/profile').set(bearer(stranger.accessToken)).expect(200);
  });

  it('signing out everywhere revokes every refresh token of the account', async () => {
    const trader = await subscriber();
    const otherDevice = (
      await testApp.http.post('/api/auth/login').send({ email: trader.email, password: trader.password }).expect(200)
    ).body;
    await testApp.http
      .post('/api/auth/logout')
      .send({ refreshToken: trader.refreshToken, everywhere: true })
      .expect(200);
    await testApp.http.post('/api/auth/refresh').send({ refreshToken: otherDevice.refreshToken }).expect(401);
    const refused = await testApp.http.post('/api/auth/logout').send({ refreshToken: 'x', everywhere: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('To sign out everywhere, send everywhere: true.');
  });
});
