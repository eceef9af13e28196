/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { api } from './endpoints';

type FetchArgs = Parameters<typeof fetch>;

function answer(status: number, body: unknown) {
  return jest.fn<(...args: FetchArgs) => Promise<Response>>().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('api.news', () => {
  it('asks for the processed news without the reader’s zone: the list is the same in every zone', async () => {
    const fetch = answer(200, { success: true, data: [], summary: {}, lastUpdated: null });
    globalThis.fetch = fetch;
    await api.news.processed();
    expect(String(fetch.mock.calls[0][0])).toBe('/api/news/processed');
  });

  it("says 'Failed to fetch forex news' for any answer that is not OK, keeping the status", async () => {
    globalThis.fetch = answer(403, { message: 'You need an active subscription to access this feature.' });
    await expect(api.news.processed()).rejects.toMatchObject({
      message: 'Failed to fetch forex news',
      status: 403,
    });
  });

  it("posts the update as JSON, and says 'Failed to update news data' when it is not OK", async () => {
    const fetch = answer(200, { success: true, performed: true, message: 'Done.', nextAllowedAt: null });
    globalThis.fetch = fetch;
    await api.news.update();
    const [path, init] = fetch.mock.calls[0];
    expect(String(path)).toBe('/api/update-forex-news');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');

    globalThis.fetch = answer(503, { message: 'ForexFactory answered HTTP 502.' });
    await expect(api.news.update()).rejects.toMatchObject({ message: 'Failed to update news data', status: 503 });
  });

  it("passes on the server's sentence for scrape and analyze, or 'Failed to process news'", async () => {
    globalThis.fetch = answer(503, { message: 'ForexFactory answered HTTP 502.' });
    await expect(api.news.scrape()).rejects.toMatchObject({ message: 'ForexFactory answered HTTP 502.', status: 503 });
    globalThis.fetch = answer(500, undefined);
    await expect(api.news.analyze()).rejects.toMatchObject({ message: 'Failed to process news', status: 500 });
  });
});

describe('Idempotency-Key', () => {
  const keysSent = (fetch: ReturnType<typeof answer>) =>
    fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

  it('sends the same key with the same write sent again at once, and none with a read', async () => {
    const fetch = answer(201, { id: 1, mtId: '1001', createdAt: '2026-01-01T00:00:00.000Z' });
    globalThis.fetch = fetch;
    await Promise.all([api.accounts.add('1001'), api.accounts.add('1001')]);
    await api.accounts.add('1002');
    await api.accounts.list();
    const [first, second, other, read] = keysSent(fetch);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(first);
    expect(read).toBeNull();
  });

  it('sends a new key for the same write a moment after the first was answered', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const fetch = answer(200, { message: 'sent' });
      globalThis.fetch = fetch;
      await api.auth.forgotPassword('a@example.com');
      jest.advanceTimersByTime(500);
      await api.auth.forgotPassword('a@example.com');
      jest.advanceTimersByTime(1500);
      await api.auth.forgotPassword('a@example.com');
      const [first, doubleClick, later] = keysSent(fetch);
      expect(doubleClick).toBe(first);
      expect(later).not.toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a write met by a lost replica', () => {
  const keysSent = (fetch: ReturnType<typeof answer>) =>
    fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

  it.each([502, 503])(
    'sends it once more with the same key after a %i, and passes on the second answer',
    async (status) => {
      const account = { id: 1, mtId: '1001', createdAt: '2026-01-01T00:00:00.000Z' };
      const fetch = answer(201, account);
      fetch.mockResolvedValueOnce({ ok: false, status, text: async () => 'Bad Gateway' } as Response);
      globalThis.fetch = fetch;
      await expect(api.accounts.add('1001')).resolves.toMatchObject({ mtId: '1001' });
      const [first, retry] = keysSent(fetch);
      expect(keysSent(fetch)).toHaveLength(2);
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(retry).toBe(first);
    },
  );

  it('retries once only, and never a read or another failure', async () => {
    const gone = answer(502, { message: 'Bad Gateway' });
    globalThis.fetch = gone;
    await expect(api.accounts.add('1001')).rejects.toThrow();
    expect(gone).toHaveBeenCalledTimes(2);
    const refused = answer(409, { message: 'This account is already linked.' });
    globalThis.fetch = refused;
    await expect(api.accounts.add('1002')).rejects.toThrow('This account is already linked.');
    expect(refused).toHaveBeenCalledTimes(1);
    const read = answer(503, { message: 'Service Unavailable' });
    globalThis.fetch = read;
    await expect(api.accounts.list()).rejects.toThrow();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 while the tokens change', () => {
  const profile = { id: 1, email: 'a@example.com', firstName: 'A', lastName: 'B' };
  const respond = (status: number, body: unknown) =>
    ({
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(body),
      json: async () => body,
    }) as Response;
  const bearer = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

  beforeEach(() => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'refresh-old');
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@example.com' }));
  });
  afterEach(() => localStorage.clear());

  it('waits for the password change that ended the old token and carries on with its new one: no refresh, no sign-out', async () => {
    let answerChange!: (response: Response) => void;
    const fetch = jest.fn<(...args: FetchArgs) => Promise<Response>>().mockImplementation(async (url, init) => {
      if (url === '/api/user/password') return new Promise<Response>((resolve) => (answerChange = resolve));
      if (url === '/api/user/profile') return bearer(init) === 'Bearer new' ? respond(200, profile) : respond(401, {});
      return respond(401, { message: 'Refresh failed' });
    });
    globalThis.fetch = fetch;

    const change = api.user.changePassword('old password', 'new password');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const read = api.user.profile();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerChange(respond(200, { accessToken: 'new', refreshToken: 'refresh-new' }));

    await expect(read).resolves.toEqual(profile);
    await change;
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).not.toContain('/api/auth/refresh');
    expect(urls).not.toContain('/api/auth/logout');
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
  });

  it('retries without refreshing when another tab has replaced the token meanwhile', async () => {
    const fetch = jest.fn<(...args: FetchArgs) => Promise<Response>>().mockImplementation(async (url, init) => {
      if (url !== '/api/user/profile') return respond(401, { message: 'Refresh failed' });
      if (bearer(init) === 'Bearer old') {
        localStorage.setItem('accessToken', 'from-the-other-tab');
        return respond(401, {});
      }
      return respond(200, profile);
    });
    globalThis.fetch = fetch;

    await expect(api.user.profile()).resolves.toEqual(profile);
    expect(fetch.mock.calls.map(([url, init]) => `${String(url)} ${bearer(init)}`)).toEqual([
      '/api/user/profile Bearer old',
      '/api/user/profile Bearer from-the-other-tab',
    ]);
  });

  it('refreshes once for reads that meet the expired token together, and retries each with the new one', async () => {
    const fetch = jest.fn<(...args: FetchArgs) => Promise<Response>>().mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh') {
        const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
        // A spent refresh token would end the session: the second caller must not send it again.
        return refreshToken === 'refresh-old'
          ? respond(200, { accessToken: 'fresh', refreshToken: 'refresh-fresh' })
          : respond(401, { message: 'Refresh failed' });
      }
      return bearer(init) === 'Bearer fresh' ? respond(200, profile) : respond(401, {});
    });
    globalThis.fetch = fetch;

    await expect(Promise.all([api.user.profile(), api.user.profile()])).resolves.toEqual([profile, profile]);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-fresh');
  });
});
