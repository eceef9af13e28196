import { clearSession, readSession, saveSession, saveTokens, type Session, type SessionUser } from './session';

/** An API failure carrying the server's sentence (or the caller's fallback) and the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and refresh it on 401. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The message when the server gives none. */
  fallbackMessage?: string;
}

let refreshing: Promise<void> | null = null;

/**
 * The one HTTP client: adds the bearer token; on 401 refreshes once (shared by concurrent
 * calls) and retries; when the refresh fails, signs out.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true } = options;
  let response = await send(path, options, auth);
  if (response.status === 401 && auth && readSession()) {
    try {
      await refreshOnce();
    } catch (error) {
      await logout();
      throw error;
    }
    response = await send(path, options, auth);
  }
  return parse<T>(response, options.fallbackMessage);
}

async function send(path: string, options: RequestOptions, auth: boolean): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? readSession()?.accessToken : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function parse<T>(response: Response, fallbackMessage = 'Something went wrong. Please try again.'): Promise<T> {
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const fields = (body ?? {}) as { error?: unknown; message?: unknown };
    const message =
      typeof fields.error === 'string'
        ? fields.error
        : typeof fields.message === 'string'
          ? fields.message
          : fallbackMessage;
    throw new ApiError(message, response.status);
  }
  return body as T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function refreshOnce(): Promise<void> {
  refreshing ??= (async () => {
    const refreshToken = readSession()?.refreshToken;
    if (!refreshToken) throw new ApiError('No refresh token', 401);
    const response = await send('/auth/refresh', { method: 'POST', body: { refreshToken } }, false);
    if (!response.ok) throw new ApiError('Refresh failed', response.status);
    saveTokens((await response.json()) as { accessToken: string; refreshToken?: string });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Spec section 4: tell the server (failure ignored), then clear every local trace of the
 * session (local and session storage, cookies, caches, IndexedDB) and reload.
 */
export async function logout(): Promise<void> {
  const refreshToken = readSession()?.refreshToken;
  await send('/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {} }, false).catch(
    () => undefined,
  );
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if ('caches' in window)
    await Promise.all((await caches.keys()).map((key) => caches.delete(key))).catch(() => undefined);
  if (indexedDB.databases) {
    const databases = await indexedDB.databases().catch(() => []);
    databases.forEach((database) => database.name && indexedDB.deleteDatabase(database.name));
  }
  window.location.reload();
}

type AuthAnswer = Session;

export interface Profile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  createdAt: string;
}

/** Spec section 3, News event (times are UTC ISO strings), plus the country the panel shows. */
export interface NewsItem {
  id: number;
  event: string;
  country: string;
  currency: string;
  impact: string;
  publishedAt: string;
  date: string;
  time: string;
  previous: string;
  forecast: string;
  actual: string | null;
  surprise: string | null;
  surpriseNumeric: number | null;
}

/** GET /api/news/processed. */
export interface ProcessedNews {
  success: boolean;
  data: NewsItem[];
  summary: { total: number; high: number; medium: number; currencies: number };
  /** When the server last fetched news from its source; null if never. */
  lastUpdated: string | null;
}

/** The answer of the scrape, analyze and update actions. */
export interface NewsActionResult {
  success: boolean;
  /** False when a subscriber asked again within the cool-down: nothing was done. */
  performed: boolean;
  message: string;
  nextAllowedAt: string | null;
}

/** Replaces whatever the server said about a failed call with the text the spec gives it. */
function withMessage(message: string) {
  return (error: unknown): never => {
    // The server's own sentence stays on as the cause, for the console.
    if (error instanceof ApiError) throw Object.assign(new ApiError(message, error.status), { cause: error });
    throw error;
  };
}

async function signedIn(promise: Promise<AuthAnswer>): Promise<SessionUser> {
  const session = await promise;
  saveSession(session);
  return session.user;
}

/** Typed calls, one per endpoint of spec section 7. */
export const api = {
  auth: {
    config: () =>
      request<{ googleLoginEnabled: boolean; googleClientId: string | null }>('/auth/config', { auth: false }),
    login: (email: string, password: string) =>
      signedIn(
        request('/auth/login', {
          method: 'POST',
          body: { email, password },
          auth: false,
          fallbackMessage: 'Login failed',
        }),
      ),
    signup: (input: { email: string; password: string; phone?: string }) =>
      signedIn(request('/auth/signup', { method: 'POST', body: input, auth: false, fallbackMessage: 'Signup failed' })),
    googleLogin: (googleToken: string) =>
      signedIn(
        request('/auth/google-login', {
          method: 'POST',
          body: { googleToken },
          auth: false,
          fallbackMessage: 'Google login failed',
        }),
      ),
  },
  news: {
    /** The past week and the rest of this week in `timeZone`; non-OK is 'Failed to fetch forex news'. */
    processed: (timeZone: string) =>
      request<ProcessedNews>(`/news/processed?tz=${encodeURIComponent(timeZone)}`).catch(
        withMessage('Failed to fetch forex news'),
      ),
    scrape: () =>
      request<NewsActionResult>('/news/scrape', { method: 'POST', fallbackMessage: 'Failed to process news' }),
    analyze: () =>
      request<NewsActionResult>('/news/analyze', { method: 'POST', fallbackMessage: 'Failed to process news' }),
    /** Scrape and analyze in one call; non-OK is 'Failed to update news data'. */
    update: () =>
      request<NewsActionResult>('/update-forex-news', { method: 'POST', body: {} }).catch(
        withMessage('Failed to update news data'),
      ),
  },
  user: {
    profile: () => request<Profile>('/user/profile', { fallbackMessage: 'Failed to load profile data' }),
    updateProfile: (changes: { firstName: string; lastName: string }) =>
      request<Profile>('/user/profile', {
        method: 'PATCH',
        body: changes,
        fallbackMessage: 'Failed to update profile',
      }),
  },
};
