import type TestAgent from 'supertest/lib/agent.js';
import { totpCode } from '../../server/src/two-factor/totp.js';
import type { FakeClock } from './fake-clock.js';
import { bearer } from './users.js';

/** The authenticator app's code at the clock's time, moved on by whole 30-second steps. */
export function codeAt(secret: string, clock: FakeClock, stepsAhead = 0): Promise<string> {
  return totpCode(secret, new Date(clock.now().getTime() + stepsAhead * 30_000));
}

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
  /** The device's new tokens: turning it on ends every other session, and the one it was given. */
  accessToken: string;
  refreshToken: string;
}

/** Sets two-factor sign-in up through the real endpoints, as the profile page does. */
export async function turnOnTwoFactor(
  http: TestAgent,
  clock: FakeClock,
  session: { accessToken: string; password: string },
): Promise<TwoFactorOn> {
  const setup = await http.post('/api/user/two-factor/setup').set(bearer(session.accessToken));
  if (setup.status !== 200) throw new Error(`Set-up failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const enabled = await http
    .post('/api/user/two-factor/enable')
    .set(bearer(session.accessToken))
    .send({ password: session.password, code: await codeAt(setup.body.secret, clock) });
  if (enabled.status !== 200) throw new Error(`Enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  // The code just used is spent: later sign-ins start from the next time step.
  clock.advanceMinutes(0.5);
  const { recoveryCodes, accessToken, refreshToken } = enabled.body;
  return { secret: setup.body.secret, recoveryCodes, accessToken, refreshToken };
}
