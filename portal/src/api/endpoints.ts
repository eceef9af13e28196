import type { QueryParams, RequestBody } from './contract';
import {
  ApiError,
  call,
  type AlertSettingsChanges,
  type MtAccountSettingsChanges,
  type SignInOutcome,
  type TwoFactorChallenge,
} from './client';
import { plansApi } from './plans';
import { saveSession, type Session, type SessionUser } from './session';
import { signalsApi } from './signals';
import { subscriptionApi } from './subscription';
import { twoFactorApi } from './two-factor';

/** Replaces whatever the server said about a failed call with the text the spec gives it. */
function withMessage(message: string) {
  return (error: unknown): never => {
    // The server's own sentence stays on as the cause, for the console.
    if (error instanceof ApiError) throw Object.assign(new ApiError(message, error.status), { cause: error });
    throw error;
  };
}

async function signedIn(promise: Promise<Session>): Promise<SessionUser> {
  const session = await promise;
  saveSession(session);
  return session.user;
}

async function signedInOrChallenged(promise: Promise<Session | TwoFactorChallenge>): Promise<SignInOutcome> {
  const answer = await promise;
  if ('challenge' in answer) return { twoFactor: answer };
  saveSession(answer);
  return { user: answer.user };
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
    checkResetLink: (token: string) =>
      call('post', '/auth/reset-password/check', {
        body: { token },
        auth: false,
        fallbackMessage: 'Could not check the link. You can still try it below.',
      }),
    /** With the signed-in device's refresh token, that session goes on (with new tokens); every other one ends. */
    confirmEmail: (token: string, refreshToken?: string) =>
      call('post', '/auth/confirm-email', {
        body: refreshToken ? { token, refreshToken } : { token },
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
  plans: plansApi,
  subscription: subscriptionApi,
  accounts: {
    list: () => call('get', '/accounts', { fallbackMessage: 'Failed to load account information' }),
    add: (mtId: string) => call('post', '/accounts', { body: { mtId }, fallbackMessage: 'Failed to add account' }),
    remove: (id: number) =>
      call('delete', '/accounts/{id}', { params: { id }, fallbackMessage: 'Failed to remove account' }),
    /**
     * A new key for the account's Expert Advisor, replacing the one whose prefix the page shows (null:
     * none); 409 when that key changed meanwhile. The key is in this answer only.
     */
    issueKey: (id: number, replaces: string | null) =>
      call('post', '/accounts/{id}/key', {
        params: { id },
        body: { replaces },
        fallbackMessage: 'Failed to issue a key',
      }),
    revokeKey: (id: number) =>
      call('delete', '/accounts/{id}/key', { params: { id }, fallbackMessage: 'Failed to revoke the key' }),
    revokeAllKeys: () => call('delete', '/accounts/keys', { fallbackMessage: 'Failed to revoke the keys' }),
    updateSettings: (id: number, changes: MtAccountSettingsChanges) =>
      call('patch', '/accounts/{id}/settings', {
        params: { id },
        body: changes,
        fallbackMessage: 'Failed to save the settings',
      }),
    trades: (id: number) =>
      call('get', '/accounts/{id}/trades', { params: { id }, fallbackMessage: 'Failed to load the trades' }),
    /** The address the Expert Advisor calls, which MetaTrader must allow. */
    expertAdvisorSetup: () =>
      call('get', '/ea/setup', { auth: false, fallbackMessage: "Failed to load the server's address" }),
  },
  payments: {
    currencies: () =>
      call('get', '/payments/currencies', {
        fallbackMessage: 'Failed to load payment methods. Please refresh the page.',
      }),
    create: (input: RequestBody<'/payments/create', 'post'>) =>
      call('post', '/payments/create', { body: input, fallbackMessage: 'Failed to create payment' }),
    status: (paymentId: string) => call('get', '/payments/status/{paymentId}', { params: { paymentId } }),
    /** The invoice on offer (resumed everywhere) and the checkout that paid last. */
    current: () => call('get', '/payments/current', { fallbackMessage: 'Failed to load your open invoice' }),
    cancel: (paymentId: string) =>
      call('post', '/payments/{paymentId}/cancel', {
        params: { paymentId },
        fallbackMessage: 'Failed to cancel the invoice',
      }),
    history: () => call('get', '/payments/history', { fallbackMessage: 'Failed to load billing history' }),
    /** The price of a checkout now, credit included; the checkout charges exactly this. */
    quote: (query: QueryParams<'/payments/quote', 'get'>) =>
      call('get', '/payments/quote', { query, fallbackMessage: 'Failed to work out the price' }),
    receipt: (id: number) =>
      call('get', '/payments/receipts/{id}', { params: { id }, fallbackMessage: 'Failed to load the receipt' }),
  },
  signals: signalsApi,
  news: {
    /** The past week, this week and the coming week, the same in every zone; non-OK is 'Failed to fetch forex news'. */
    processed: () => call('get', '/news/processed').catch(withMessage('Failed to fetch forex news')),
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
      await call('post', '/user/password', {
        body: { currentPassword, newPassword },
        fallbackMessage: 'Failed to change the password',
        replacesTokens: true,
      });
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
    ...twoFactorApi,
    /**
     * Needs the password again; every other session ends and this device carries on with the new
     * tokens. Kept out of `twoFactorApi`, which the landing page loads.
     */
    enable: (password: string, code: string) =>
      call('post', '/user/two-factor/enable', {
        body: { password, code },
        fallbackMessage: 'Failed to turn two-factor sign-in on',
        replacesTokens: true,
      }),
  },
};
