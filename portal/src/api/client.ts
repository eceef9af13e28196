import type { Answer, ApiPath, Method, PathParams, QueryParams, RequestBody, Schemas } from './contract';
import { markSessionEnded, readSession, saveTokens, type SessionUser } from './session';

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
  /**
   * The answer carries this device's new tokens (password change, two-factor on), saved here;
   * calls that meet a 401 meanwhile wait for it rather than refresh with a token it has just ended.
   */
  replacesTokens?: boolean;
}

/** Writes whose answers replace this device's tokens (password change, two-factor on), while they run. */
const tokenReplacements = new Set<Promise<void>>();
/** This tab's refresh when the browser has no Web Locks; with them, the lock serializes every tab. */
let refreshingHere: Promise<void> | null = null;

/**
 * The one HTTP client: adds the bearer token; on 401 refreshes once (shared by concurrent
 * calls and tabs) and retries; when the refresh fails, signs out.
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
  const url = `/api${path}`;
  if (options.replacesTokens) return replacingTokens(url, init, options.fallbackMessage);
  const response = options.auth === false ? await send(url, init) : await authorizedFetch(url, init);
  return parse<T>(response, options.fallbackMessage);
}

async function replacingTokens<T>(url: string, init: RequestInit, fallbackMessage?: string): Promise<T> {
  const pending = authorizedFetch(url, init, { ownReplacement: true })
    .then((response) => parse<T & { accessToken: string; refreshToken?: string }>(response, fallbackMessage))
    .then((tokens) => {
      saveTokens(tokens);
      return tokens;
    });
  const settled = pending.then(
    () => undefined,
    () => undefined,
  );
  tokenReplacements.add(settled);
  try {
    return await pending;
  } finally {
    tokenReplacements.delete(settled);
  }
}

/** fetch() with the session's bearer token and the refresh-once rule; for the admin portal too. */
export async function authorizedFetch(
  url: string,
  init: RequestInit = {},
  { ownReplacement = false }: { ownReplacement?: boolean } = {},
): Promise<Response> {
  const sentToken = readSession()?.accessToken;
  const withToken = (): RequestInit => {
    const headers = new Headers(init.headers);
    const token = readSession()?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };
  const response = await send(url, withToken());
  if (response.status !== 401 || !readSession()) return response;
  // A password change ends every earlier token before its answer brings this device new ones:
  // a 401 in between is that change, not the end of this session. (The change never waits for itself.)
  if (!ownReplacement) await Promise.all(tokenReplacements);
  try {
    await refreshUnlessReplaced(sentToken);
  } catch (error) {
    await logout({ sessionEnded: true });
    throw error;
  }
  return send(url, withToken());
}

/** fetch(), giving a write its Idempotency-Key; the pages that write load that part, the landing page never. */
async function send(url: string, init: RequestInit): Promise<Response> {
  if (!init.method || init.method === 'GET') return fetch(url, init);
  return (await import('./write-keys')).sendWrite(url, init);
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

/**
 * Trades the refresh token for a new pair, unless the access token that met the 401 has been
 * replaced already (by another call, another tab or a password change): a refresh token is good
 * for one use, and using a spent one ends the whole session on the server.
 */
function refreshUnlessReplaced(sentToken: string | undefined): Promise<void> {
  const refresh = async () => {
    const session = readSession();
    if (!session) throw new ApiError('Signed out', 401);
    if (session.accessToken !== sentToken) return;
    if (!session.refreshToken) throw new ApiError('No refresh token', 401);
    const response = await postJson('/auth/refresh', { refreshToken: session.refreshToken });
    if (!response.ok) throw new ApiError('Refresh failed', response.status);
    saveTokens((await response.json()) as { accessToken: string; refreshToken?: string });
  };
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('session-refresh', refresh);
  refreshingHere = (refreshingHere ?? Promise.resolve()).catch(() => undefined).then(refresh);
  const mine = refreshingHere;
  return mine.finally(() => {
    if (refreshingHere === mine) refreshingHere = null;
  });
}

/**
 * Spec section 4: tell the server (failure ignored), then clear every local trace of the
 * session (local and session storage, cookies, caches, IndexedDB) and reload. `sessionEnded`: the
 * server ended the session (a refresh failed), so the login says why the reader is there.
 */
export async function logout({ sessionEnded = false }: { sessionEnded?: boolean } = {}): Promise<void> {
  const refreshToken = readSession()?.refreshToken;
  await postJson('/auth/logout', refreshToken ? { refreshToken } : {}).catch(() => undefined);
  // Cleared without telling the page: it stays as it is until the reload, rather than moving to
  // the login and then reloading under the reader a moment later.
  localStorage.clear();
  sessionStorage.clear();
  // Marked at once, before the slower clean-up below: a render that sends the page to the login
  // meanwhile finds the mark already there.
  if (sessionEnded) markSessionEnded();
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

/** The login's answer for an account with two-factor sign-in: a code is still owed. */
export type TwoFactorChallenge = Schemas['TwoFactorChallengeDto'];
/** Signed in (the session saved), or a challenge that the code step completes. */
export type SignInOutcome = { user: SessionUser } | { twoFactor: TwoFactorChallenge };

export type PlanType = Schemas['PlanType'];
export type BillingCycle = Schemas['BillingCycle'];
/** Spec section 3, Plan (public). */
export type PublicPlan = Schemas['PublicPlanDto'];
/** Spec section 3, Subscription status. */
export type SubscriptionStatus = Schemas['SubscriptionStatusDto'];
export type SubscriptionStatusName = NonNullable<SubscriptionStatus['status']>;
export type MtAccount = Schemas['MtAccountDto'];
/** What the Expert Advisor of one account follows: currency, balance, risk, symbols, pause. */
export type MtAccountSettings = MtAccount['settings'];
/** The changes one save sends: any of the settings. */
export type MtAccountSettingsChanges = RequestBody<'/accounts/{id}/settings', 'patch'>;
/** What the account's terminal said in its last heartbeat. */
export type MtTerminal = NonNullable<MtAccount['terminal']>;
/** A new EA key: `key` is in this answer only. */
export type IssuedEaKey = Answer<'/accounts/{id}/key', 'post'>;
/** The account's trades on the signals and its record beside the published one. */
export type MtAccountTrades = Schemas['AccountTradesDto'];
export type MtAccountTrade = MtAccountTrades['trades'][number];
/** Spec section 3, Billing history item. */
export type BillingHistoryItem = Schemas['BillingHistoryItemDto'];
/** Spec section 3, Payment: a checkout as created, and as resumed from any page or device. */
export type Checkout = Schemas['CheckoutDto'];
/** The invoice on offer and the last paid checkout. */
export type CurrentCheckout = Schemas['CurrentCheckoutDto'];
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
