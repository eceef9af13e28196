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
