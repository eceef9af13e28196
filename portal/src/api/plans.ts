import { call } from './client';

/** Plans calls; a module of their own so the landing page loads them without the rest. */
export const plansApi = {
  list: () => call('get', '/plans', { auth: false, fallbackMessage: 'Failed to load pricing plans' }),
};
