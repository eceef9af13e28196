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
