import type { Schemas } from './contract';
import { useSyncExternalStore } from 'react';

/** The signed-in user as the server described it (spec section 3, User). */
export type SessionUser = Schemas['UserDto'];

/** What sign-up and sign-in answer. */
export type Session = Schemas['AuthResult'];

// Kept in local storage, as the spec says, so a reload keeps the trader signed in.
const KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', user: 'user' } as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

export function readSession(): Session | null {
  const raw = [KEYS.accessToken, KEYS.refreshToken, KEYS.user]
    .map((key) => localStorage.getItem(key) ?? '')
    .join('\u0000');
  if (cached?.raw === raw) return cached.session;
  const accessToken = localStorage.getItem(KEYS.accessToken);
  const refreshToken = localStorage.getItem(KEYS.refreshToken) ?? '';
  const user = parseUser(localStorage.getItem(KEYS.user));
  const session = accessToken && user ? { accessToken, refreshToken, user } : null;
  cached = { raw, session };
  return session;
}

function parseUser(raw: string | null): SessionUser | null {
  try {
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.accessToken, session.accessToken);
  localStorage.setItem(KEYS.refreshToken, session.refreshToken);
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
  notify();
}

export function saveTokens(tokens: { accessToken: string; refreshToken?: string }): void {
  localStorage.setItem(KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) localStorage.setItem(KEYS.refreshToken, tokens.refreshToken);
  // Signed in again: an earlier "session ended" is no longer news.
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(SESSION_ENDED_KEY);
  notify();
}

export function clearSession(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  notify();
}

/** The mark a sign-out by the server leaves for the login page after the reload: when, nothing else. */
const SESSION_ENDED_KEY = 'sessionEndedAt';
/** A mark older than this belongs to an earlier visit, not to the reload that just happened. */
const SESSION_ENDED_FRESH_MS = 60_000;

export function markSessionEnded(): void {
  sessionStorage.setItem(SESSION_ENDED_KEY, String(Date.now()));
}

let sessionEndedOnThisLoad: boolean | undefined;

/**
 * Whether the server ended this tab's session within the last minute (read once per page load). The
 * mark stays until a sign-in, so the login still says why after a reload, or when a background
 * request found the session ended and the reader reloaded the login themselves.
 */
export function sessionEndedBeforeThisLoad(): boolean {
  // The build's pre-render has no storage: it draws the page as a visitor first sees it.
  if (typeof sessionStorage === 'undefined') return false;
  if (sessionEndedOnThisLoad === undefined) {
    const markedAt = Number(sessionStorage.getItem(SESSION_ENDED_KEY));
    sessionEndedOnThisLoad = markedAt > 0 && Date.now() - markedAt < SESSION_ENDED_FRESH_MS;
  }
  return sessionEndedOnThisLoad;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session | null {
  // The build's pre-render draws the public pages as a signed-out visitor sees them.
  return useSyncExternalStore(subscribe, readSession, () => null);
}
