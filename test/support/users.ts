import type TestAgent from 'supertest/lib/agent.js';

export interface SignedUpUser {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  user: { id: number; email: string; role: string };
}

let counter = 0;

/** Signs a new trader up through the real endpoint. */
export async function signUp(
  http: TestAgent,
  overrides: { email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  counter += 1;
  const email = overrides.email ?? `trader${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret-password';
  const response = await http.post('/api/auth/signup').send({ email, password });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, password, ...response.body };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new trader who has chosen a plan (not yet paid): what linking MetaTrader accounts needs. */
export async function signUpWithPlan(http: TestAgent, plan: 'BASIC' | 'PRO' = 'BASIC'): Promise<SignedUpUser> {
  const trader = await signUp(http);
  const response = await http.post('/api/subscription').set(bearer(trader.accessToken)).send({ plan });
  if (response.status !== 200) throw new Error(`Choosing a plan failed: ${response.status}`);
  return trader;
}
