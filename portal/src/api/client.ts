import type { Answer, ApiPath, Method, PathParams, QueryParams, RequestBody, Schemas } from './contract';
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
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  const response =
    options.auth === false ? await fetch(`/api${path}`, init) : await authorizedFetch(`/api${path}`, init);
  return parse<T>(response, options.fallbackMessage);
}

/** fetch() with the session's bearer token and the refresh-once rule; for the admin portal too. */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const withToken = (): RequestInit => {
    const headers = new Headers(init.headers);
    const token = readSession()?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };
  const response = await fetch(url, withToken());
  if (response.status !== 401 || !readSession()) return response;
  try {
    await refreshOnce();
  } catch (error) {
    await logout();
    throw error;
  }
  return fetch(url, withToken());
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
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
    const response = await postJson('/auth/refresh', { refreshToken });
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
  await postJson('/auth/logout', refreshToken ? { refreshToken } : {}).catch(() => undefined);
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

// The answers' types come from the generated contract (npm run api:generate), never by hand.
export type Profile = Schemas['ProfileDto'];
/** GET /api/user/export: the person's own data, as the server keeps it. */
export type MyDataExport = Schemas['MyDataExportDto'];
/** Spec section 3, News event (times are UTC ISO strings), plus the country the panel shows. */
export type NewsItem = Schemas['NewsItemDto'];
/** GET /api/news/processed. */
export type ProcessedNews = Schemas['ProcessedNewsDto'];
/** The answer of the scrape, analyze and update actions. */
export type NewsActionResult = Schemas['NewsActionResultDto'];

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

/** The login's answer for an account with two-factor sign-in: a code is still owed. */
export type TwoFactorChallenge = Schemas['TwoFactorChallengeDto'];
/** Signed in (the session saved), or a challenge that the code step completes. */
export type SignInOutcome = { user: SessionUser } | { twoFactor: TwoFactorChallenge };

async function signedInOrChallenged(promise: Promise<AuthAnswer | TwoFactorChallenge>): Promise<SignInOutcome> {
  const answer = await promise;
  if ('challenge' in answer) return { twoFactor: answer };
  saveSession(answer);
  return { user: answer.user };
}

export type PlanType = Schemas['PlanType'];
export type BillingCycle = Schemas['BillingCycle'];
/** Spec section 3, Plan (public). */
export type PublicPlan = Schemas['PublicPlanDto'];
/** Spec section 3, Subscription status. */
export type SubscriptionStatus = Schemas['SubscriptionStatusDto'];
export type SubscriptionStatusName = NonNullable<SubscriptionStatus['status']>;
export type MtAccount = Schemas['MtAccountDto'];
/** Spec section 3, Billing history item. */
export type BillingHistoryItem = Schemas['BillingHistoryItemDto'];
/** Spec section 3, Payment (from the creation response). */
export type CreatedPayment = Schemas['CreatedPaymentDto'];
/** What a checkout will charge and buy, as the server prices it. */
export type CheckoutQuote = Schemas['CheckoutQuoteDto'];
export type ScheduledChange = Schemas['ScheduledChangeDto'];
/** A confirmed payment's receipt. */
export type Receipt = Schemas['ReceiptDto'];
/** Spec section 3, Signal (server): confidence 0-100. */
export type AiSignal = Schemas['AiSignalDto'];
export type GenerateSignalsResult = Schemas['GenerateSignalsResultDto'];
/** The measured track record: the only source of any accuracy figure the portal shows. */
export type SignalPerformance = Schemas['TrackRecordDto'];
export type TrackFigures = Schemas['TrackFiguresDto'];
/** One closed signal of the public list. */
export type ClosedSignal = Schemas['ClosedSignalDto'];
export type ClosedOutcome = ClosedSignal['outcome'];
export type SignalHistoryPage = Schemas['SignalHistoryPageDto'];
/** The list's filters; `from` and `to` are ISO moments (closed at or after `from`, before `to`). */
export type SignalHistoryFilter = Omit<QueryParams<'/signals/history', 'get'>, 'page' | 'pageSize'>;
/** One signal in full, with the news around it (subscribers). */
export type SignalDetail = Schemas['SignalDetailDto'];
export type Candle = Schemas['CandleDto'];
export type UserSettings = Schemas['UserSettingsDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type BacktestReport = Schemas['BacktestReportDto'];
export type AlertSettings = Schemas['AlertSettingsDto'];
export type AlertSettingsChanges = RequestBody<'/alerts/settings', 'put'>;
export type AlertDeliveryItem = Schemas['AlertDeliveryDto'];

interface CallOptions<P extends ApiPath, M extends Method> extends Omit<RequestOptions, 'method' | 'body'> {
  params?: PathParams<P, M>;
  query?: QueryParams<P, M>;
  body?: RequestBody<P, M>;
}

/** A call typed by the contract: the path, its parameters, its body and its answer. */
export function call<P extends ApiPath, M extends Method>(
  method: M,
  path: P,
  options: CallOptions<P, M> = {},
): Promise<Answer<P, M>> {
  const { params, query, ...rest } = options;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
  const search = new URLSearchParams(query as Record<string, string> | undefined).toString();
  return request<Answer<P, M>>(search ? `${filled}?${search}` : filled, {
    ...rest,
    method: method.toUpperCase() as RequestOptions['method'],
  });
}

/** Typed calls, one per endpoint of spec section 7. */
export const api = {
  auth: {
    config: () => call('get', '/auth/config', { auth: false }),
    login: (email: string, password: string) =>
      signedInOrChallenged(
        call('post', '/auth/login', {
          body: { email, password },
          auth: false,
          fallbackMessage: 'Login failed',
        }),
      ),
    /** The code step of a sign-in with two-factor sign-in: an app code or a recovery code. */
    twoFactor: (challenge: string, code: string) =>
      signedIn(
        call('post', '/auth/two-factor', {
          body: { challenge, code },
          auth: false,
          fallbackMessage: 'The code could not be checked. Please try again.',
        }),
      ),
    signup: (input: RequestBody<'/auth/signup', 'post'>) =>
      signedIn(call('post', '/auth/signup', { body: input, auth: false, fallbackMessage: 'Signup failed' })),
    forgotPassword: (email: string) =>
      call('post', '/auth/forgot-password', {
        body: { email },
        auth: false,
        fallbackMessage: 'Could not send the link. Please try again.',
      }),
    resetPassword: (token: string, password: string) =>
      call('post', '/auth/reset-password', {
        body: { token, password },
        auth: false,
        fallbackMessage: 'Could not change the password. Please try again.',
      }),
    confirmEmail: (token: string) =>
      call('post', '/auth/confirm-email', {
        body: { token },
        auth: false,
        fallbackMessage: 'Could not confirm the address. Please try again.',
      }),
    googleLogin: (googleToken: string) =>
      signedInOrChallenged(
        call('post', '/auth/google-login', {
          body: { googleToken },
          auth: false,
          fallbackMessage: 'Google login failed',
        }),
      ),
  },
  plans: {
    list: () => call('get', '/plans', { auth: false, fallbackMessage: 'Failed to load pricing plans' }),
  },
  subscription: {
    get: () => call('get', '/subscription'),
    choose: (plan: RequestBody<'/subscription', 'post'>['plan']) => call('post', '/subscription', { body: { plan } }),
    status: () => call('get', '/subscription/status'),
    limits: () => call('get', '/subscription/limits'),
    cancel: () => call('post', '/subscription/cancel', { fallbackMessage: 'Failed to cancel subscription' }),
    /** A cheaper plan or the other cycle from the end of the current period. */
    scheduleChange: (body: RequestBody<'/subscription/scheduled-change', 'post'>) =>
      call('post', '/subscription/scheduled-change', { body, fallbackMessage: 'Failed to schedule the change' }),
    cancelScheduledChange: () =>
      call('delete', '/subscription/scheduled-change', { fallbackMessage: 'Failed to cancel the scheduled change' }),
    resume: () => call('post', '/subscription/resume', { fallbackMessage: 'Failed to resume the subscription' }),
  },
  accounts: {
    list: () => call('get', '/accounts', { fallbackMessage: 'Failed to load account information' }),
    add: (mtId: string) => call('post', '/accounts', { body: { mtId }, fallbackMessage: 'Failed to add account' }),
    remove: (id: number) =>
      call('delete', '/accounts/{id}', { params: { id }, fallbackMessage: 'Failed to remove account' }),
  },
  payments: {
    currencies: () =>
      call('get', '/payments/currencies', {
        fallbackMessage: 'Failed to load payment methods. Please refresh the page.',
      }),
    create: (input: RequestBody<'/payments/create', 'post'>) =>
      call('post', '/payments/create', { body: input, fallbackMessage: 'Failed to create payment' }),
    status: (paymentId: string) => call('get', '/payments/status/{paymentId}', { params: { paymentId } }),
    history: () => call('get', '/payments/history', { fallbackMessage: 'Failed to load billing history' }),
    /** The price of a checkout now, credit included; the checkout charges exactly this. */
    quote: (query: QueryParams<'/payments/quote', 'get'>) =>
      call('get', '/payments/quote', { query, fallbackMessage: 'Failed to work out the price' }),
    receipt: (id: number) =>
      call('get', '/payments/receipts/{id}', { params: { id }, fallbackMessage: 'Failed to load the receipt' }),
  },
  signals: {
    list: (signal?: AbortSignal) =>
      call('get', '/ai-signals', { signal, fallbackMessage: 'Failed to load AI signals' }),
    generate: (signal?: AbortSignal) =>
      call('post', '/signals/generate', { signal, fallbackMessage: 'Failed to generate AI signals' }),
    performance: (signal?: AbortSignal) =>
      call('get', '/signals/performance', { auth: false, signal, fallbackMessage: 'Failed to load the track record' }),
    backtest: (signal?: AbortSignal) =>
      call('get', '/signals/backtest', { auth: false, signal, fallbackMessage: 'The back-test report is unavailable' }),
    history: (query: QueryParams<'/signals/history', 'get'>, signal?: AbortSignal) =>
      call('get', '/signals/history', {
        // Unset filters stay out of the address (URLSearchParams would write "undefined").
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as typeof query,
        auth: false,
        signal,
        fallbackMessage: 'Failed to load closed signals',
      }),
    get: (id: number, signal?: AbortSignal) =>
      call('get', '/ai-signals/{id}', { params: { id }, signal, fallbackMessage: 'Failed to load the signal' }),
    candles: (id: number, signal?: AbortSignal) =>
      call('get', '/ai-signals/{id}/candles', { params: { id }, signal, fallbackMessage: 'Failed to load prices' }),
  },
  news: {
    /** The past week and the rest of this week in `timeZone`; non-OK is 'Failed to fetch forex news'. */
    processed: (timeZone: string) =>
      call('get', '/news/processed', { query: { tz: timeZone } }).catch(withMessage('Failed to fetch forex news')),
    scrape: () => call('post', '/news/scrape', { fallbackMessage: 'Failed to process news' }),
    analyze: () => call('post', '/news/analyze', { fallbackMessage: 'Failed to process news' }),
    /** Scrape and analyze in one call; non-OK is 'Failed to update news data'. */
    update: () => call('post', '/update-forex-news', { body: {} }).catch(withMessage('Failed to update news data')),
  },
  user: {
    settings: () => call('get', '/user/settings', { fallbackMessage: 'Failed to load your settings' }),
    updateSettings: (changes: RequestBody<'/user/settings', 'patch'>) =>
      call('patch', '/user/settings', { body: changes, fallbackMessage: 'Failed to save your settings' }),
    /** A new secret feed address (the old one stops working); the token is shown this once. */
    createCalendarFeed: () =>
      call('post', '/user/calendar-feed', { fallbackMessage: 'Failed to make a calendar address' }),
    revokeCalendarFeed: () =>
      call('delete', '/user/calendar-feed', { fallbackMessage: 'Failed to turn the calendar address off' }),
    profile: () => call('get', '/user/profile', { fallbackMessage: 'Failed to load profile data' }),
    updateProfile: (changes: RequestBody<'/user/profile', 'patch'>) =>
      call('patch', '/user/profile', { body: changes, fallbackMessage: 'Failed to update profile' }),
    /** Every other session ends; this device carries on with the new tokens. */
    changePassword: async (currentPassword: string, newPassword: string) => {
      const tokens = await call('post', '/user/password', {
        body: { currentPassword, newPassword },
        fallbackMessage: 'Failed to change the password',
      });
      saveTokens(tokens);
    },
    changeEmail: (newEmail: string, password: string) =>
      call('post', '/user/email', {
        body: { newEmail, password },
        fallbackMessage: 'Failed to change the email address',
      }),
    /** Everything kept about the caller, to save as a file. */
    exportData: () => call('get', '/user/export', { fallbackMessage: 'Failed to export your data' }),
    deleteAccount: (password: string) =>
      call('delete', '/user/account', { body: { password }, fallbackMessage: 'Failed to delete the account' }),
  },
  alerts: {
    settings: () => call('get', '/alerts/settings', { fallbackMessage: 'Failed to load your alert settings' }),
    /** The first webhook address comes back with its secret, this once. */
    save: (settings: AlertSettingsChanges) =>
      call('put', '/alerts/settings', { body: settings, fallbackMessage: 'Failed to save your alert settings' }),
    newWebhookSecret: () =>
      call('post', '/alerts/webhook/secret', { fallbackMessage: 'Failed to make a new webhook secret' }),
    linkTelegram: () => call('post', '/alerts/telegram/link', { fallbackMessage: 'Failed to start linking Telegram' }),
    unlinkTelegram: () => call('delete', '/alerts/telegram', { fallbackMessage: 'Failed to unlink Telegram' }),
    test: () => call('post', '/alerts/test', { fallbackMessage: 'Failed to send a test alert' }),
    deliveries: () => call('get', '/alerts/deliveries', { fallbackMessage: 'Failed to load your recent alerts' }),
  },
  twoFactor: {
    status: () => call('get', '/user/two-factor', { fallbackMessage: 'Failed to load two-factor sign-in' }),
    /** A new secret, shown this once; sign-in needs no code until `enable` confirms it. */
    setup: () => call('post', '/user/two-factor/setup', { fallbackMessage: 'Failed to start the set-up' }),
    enable: (code: string) =>
      call('post', '/user/two-factor/enable', {
        body: { code },
        fallbackMessage: 'Failed to turn two-factor sign-in on',
      }),
    regenerateRecoveryCodes: (code: string) =>
      call('post', '/user/two-factor/recovery-codes', {
        body: { code },
        fallbackMessage: 'Failed to make new recovery codes',
      }),
    disable: (password: string, code: string) =>
      call('delete', '/user/two-factor', {
        body: { password, code },
        fallbackMessage: 'Failed to turn two-factor sign-in off',
      }),
  },
};
