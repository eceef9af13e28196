import type { SmtpInbox } from '../fakes/smtp-inbox.js';
import type { TestApp } from './test-app.js';
import { turnOnTwoFactor } from './two-factor.js';
import { bearer, type SignedUpUser } from './users.js';

/** The admin every test app seeds. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function ok(request: PromiseLike<{ status: number; body: unknown }>, what: string): Promise<void> {
  const response = await request;
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
}

/**
 * Every way a trader's sessions end, done through the real endpoints of `app` (which may be another
 * replica than the one the trader's stream is open on). The inbox must be the app's SMTP server.
 */
export function sessionEndings(inbox: SmtpInbox): [string, (app: TestApp, trader: SignedUpUser) => Promise<void>][] {
  return [
    [
      'a logout',
      (app, trader) => ok(app.http.post('/api/auth/logout').send({ refreshToken: trader.refreshToken }), 'Logout'),
    ],
    [
      'signing out everywhere',
      (app, trader) =>
        ok(
          app.http.post('/api/auth/logout').send({ refreshToken: trader.refreshToken, everywhere: true }),
          'Signing out everywhere',
        ),
    ],
    [
      'a password change',
      (app, trader) =>
        ok(
          app.http
            .post('/api/user/password')
            .set(bearer(trader.accessToken))
            .send({ currentPassword: trader.password, newPassword: `${trader.password}-2` }),
          'Password change',
        ),
    ],
    [
      'a password reset',
      async (app, trader) => {
        await ok(app.http.post('/api/auth/forgot-password').send({ email: trader.email }), 'Forgot password');
        const mail = await inbox.next(trader.email, 'Reset your SignalDesk password');
        await ok(
          app.http
            .post('/api/auth/reset-password')
            .send({ token: tokenOf(mail.links[0]), password: 'reset-password-1' }),
          'Reset',
        );
      },
    ],
    [
      'two-factor sign-in turned on',
      async (app, trader) => {
        await turnOnTwoFactor(app.http, app.clock, trader);
      },
    ],
    [
      'an e-mail change',
      async (app, trader) => {
        const newEmail = `changed-${trader.email}`;
        await ok(
          app.http
            .post('/api/user/email')
            .set(bearer(trader.accessToken))
            .send({ newEmail, password: trader.password }),
          'E-mail change',
        );
        const mail = await inbox.next(newEmail, 'Confirm your new SignalDesk e-mail address');
        await ok(app.http.post('/api/auth/confirm-email').send({ token: tokenOf(mail.links[0]) }), 'Confirmation');
      },
    ],
    [
      'an admin disabling the account',
      async (app, trader) => {
        const admin = await app.http.post('/api/auth/login').send(TEST_ADMIN);
        if (admin.status !== 200) throw new Error(`Admin login: ${admin.status}`);
        await ok(
          app.http
            .put(`/api/admin/users/${trader.user.id}`)
            .set(bearer(admin.body.accessToken))
            .send({ disabled: true }),
          'Disabling',
        );
      },
    ],
  ];
}
