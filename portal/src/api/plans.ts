import { call } from './client';

/** Plans calls; a module of their own so the landing page loads them without the rest. */
export const plansApi = {
  list: () => call('get', '/plans', { auth: false, fallbackMessage: 'Failed to load pricing plans' }),
  /** Where "Contact Sales" writes to (the server's SALES_EMAIL). */
  contact: () => call('get', '/plans/contact', { auth: false, fallbackMessage: 'Failed to load the sales address' }),
};
