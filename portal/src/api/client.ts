import type { InstrumentCategory } from '../lib/instruments';
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

export type PlanType = 'BASIC' | 'PRO' | 'ENTERPRISE' | 'CUSTOM' | 'TRIAL';
export type BillingCycle = 'monthly' | 'yearly';
export type SubscriptionStatusName = 'ACTIVE' | 'EXPIRED' | 'CANCELLED' | 'PENDING';

/** Spec section 3, Plan (public). */
export interface PublicPlan {
  planType: PlanType;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  accountLimit: number;
  features: string[];
  isPopular: boolean;
}

/** Spec section 3, Subscription status. */
export interface SubscriptionStatus {
  plan: PlanType | null;
  status: SubscriptionStatusName | null;
  isActive: boolean;
  daysRemaining: number;
  connectedAccounts: number;
  maxAccounts: number;
  amountPaid: number | null;
  currencyPaid: string | null;
  billingCycle: BillingCycle | null;
  nextBillingDate: string | null;
  expiresAt: string | null;
}

export interface MtAccount {
  id: number;
  mtId: string;
  createdAt: string;
}

/** Spec section 3, Billing history item. */
export interface BillingHistoryItem {
  id: number;
  plan_type: PlanType;
  billing_cycle: BillingCycle;
  date: string;
  amount: number;
  currency: string;
  transactionId: string;
}

/** Spec section 3, Payment (from the creation response). */
export interface CreatedPayment {
  payment_id: string;
  pay_currency: string;
  pay_amount: string;
  pay_address: string;
  subscription_id: number;
  price_amount: number;
  price_currency: string;
  status: string;
}

/** Spec section 3, Signal (server): confidence 0-100. */
export interface AiSignal {
  id: number;
  symbol: string;
  category?: InstrumentCategory;
  signalType: 'BUY' | 'SELL';
  entryPrice: number;
  stopLoss: number;
  takeProfit: number;
  stopLossPips?: number;
  takeProfitPips?: number;
  riskReward?: number | string | null;
  confidence: number;
  reasoning?: string | null;
  newsInfluence: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface GenerateSignalsResult {
  started: boolean;
  status: 'completed' | 'skipped';
  generated: number;
  activeSignals: number;
  nextRunAvailableAt: string | null;
}

export interface OutcomeCounts {
  closedSignals: number;
  wins: number;
  losses: number;
  expired: number;
  winRate: number | null;
  averageR: number | null;
}

/** The measured track record: the only source of any accuracy figure the portal shows. */
export interface SignalPerformance extends OutcomeCounts {
  openSignals: number;
  byCategory: (OutcomeCounts & { category: InstrumentCategory })[];
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
  plans: {
    list: () => request<PublicPlan[]>('/plans', { auth: false, fallbackMessage: 'Failed to load pricing plans' }),
  },
  subscription: {
    get: () => request<{ plan: PlanType | null; hasChosenPlan: boolean }>('/subscription'),
    choose: (plan: 'BASIC' | 'PRO') =>
      request<{ plan: PlanType; hasChosenPlan: boolean }>('/subscription', { method: 'POST', body: { plan } }),
    status: () => request<SubscriptionStatus>('/subscription/status'),
    limits: () => request<{ maxAccounts: number; plan: PlanType }>('/subscription/limits'),
    cancel: () =>
      request<SubscriptionStatus>('/subscription/cancel', {
        method: 'POST',
        fallbackMessage: 'Failed to cancel subscription',
      }),
  },
  accounts: {
    list: () => request<MtAccount[]>('/accounts', { fallbackMessage: 'Failed to load account information' }),
    add: (mtId: string) =>
      request<MtAccount>('/accounts', { method: 'POST', body: { mtId }, fallbackMessage: 'Failed to add account' }),
    remove: (id: number) =>
      request<{ success: true }>(`/accounts/${id}`, { method: 'DELETE', fallbackMessage: 'Failed to remove account' }),
  },
  payments: {
    currencies: () =>
      request<{ all: string[] }>('/payments/currencies', {
        fallbackMessage: 'Failed to load payment methods. Please refresh the page.',
      }),
    create: (input: { plan_type: string; billing_cycle: BillingCycle; currency: string }) =>
      request<CreatedPayment>('/payments/create', {
        method: 'POST',
        body: input,
        fallbackMessage: 'Failed to create payment',
      }),
    status: (paymentId: string) =>
      request<{ payment_id: string; status: string }>(`/payments/status/${encodeURIComponent(paymentId)}`),
    history: () =>
      request<BillingHistoryItem[]>('/payments/history', { fallbackMessage: 'Failed to load billing history' }),
  },
  signals: {
    list: (signal?: AbortSignal) =>
      request<AiSignal[]>('/ai-signals', { signal, fallbackMessage: 'Failed to load AI signals' }),
    generate: (signal?: AbortSignal) =>
      request<GenerateSignalsResult>('/signals/generate', {
        method: 'POST',
        signal,
        fallbackMessage: 'Failed to generate AI signals',
      }),
    performance: (signal?: AbortSignal) => request<SignalPerformance>('/signals/performance', { auth: false, signal }),
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
