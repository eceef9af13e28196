import type { RequestBody } from './contract';
import { call } from './client';

/** Subscription calls; a module of their own so the landing page loads them without the rest. */
export const subscriptionApi = {
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
};
