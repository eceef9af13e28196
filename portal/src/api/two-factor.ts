import { call } from './client';

/** Two-factor sign-in calls; a module of their own so the landing page loads them without the rest. */
export const twoFactorApi = {
  status: () => call('get', '/user/two-factor', { fallbackMessage: 'Failed to load two-factor sign-in' }),
  /** A new secret, shown this once; sign-in needs no code until `api.twoFactor.enable` confirms it. */
  setup: () => call('post', '/user/two-factor/setup', { fallbackMessage: 'Failed to start the set-up' }),
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
};
