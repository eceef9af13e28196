import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { httpClient } from './httpClient';

const API = '/api/admin';
const base = simpleRestProvider(API, httpClient);

/** Only what the form changed: the API refuses fields it does not let an admin edit. */
function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'id' && JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );
}

export interface AdminStats {
  users: number;
  activeSubscriptions: number;
  revenueThisMonth: number;
  revenueCurrency: string;
  paymentsWaiting: number;
}

export interface AdminDataProvider extends DataProvider {
  resetPlans(): Promise<void>;
  extendSubscription(id: number, days: number): Promise<RaRecord>;
  cancelSubscription(id: number): Promise<RaRecord>;
  stats(): Promise<AdminStats>;
}

/** react-admin's simple REST provider; the server follows its conventions, so little is added. */
export const dataProvider: AdminDataProvider = {
  ...base,
  // Plans are saved whole; every other resource sends only its changes.
  update: (resource, params) =>
    resource === 'plans'
      ? base.update(resource, params)
      : base.update(resource, { ...params, data: changedFields(params.data, params.previousData) }),
  resetPlans: async () => {
    await httpClient(`${API}/plans/init`, { method: 'POST' });
  },
  extendSubscription: async (id, days) =>
    (await httpClient(`${API}/subscriptions/${id}/extend`, { method: 'POST', body: JSON.stringify({ days }) }))
      .json as RaRecord,
  cancelSubscription: async (id) =>
    (await httpClient(`${API}/subscriptions/${id}/cancel`, { method: 'POST' })).json as RaRecord,
  stats: async () => (await httpClient(`${API}/stats`)).json as AdminStats,
};
