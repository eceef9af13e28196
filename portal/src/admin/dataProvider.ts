import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type RaRecord, type SortPayload } from 'react-admin';
import { authorizedFetch } from '../api/client';
import type { Answer, Schemas } from '../api/contract';
import type { DefaultPlan } from '../lib/plan-reset';
import { httpClient } from './httpClient';

const API = '/api/admin';
const base = simpleRestProvider(API, httpClient);

/** Only what the form changed, so that saving one field never writes back another that changed meanwhile. */
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

/** The dashboard's counts, as the API contract documents GET /api/admin/stats. */
export type AdminStats = Answer<'/admin/stats', 'get'>;
/** This month's revenue (GET /api/admin/stats/revenue), for admins only. */
export type AdminRevenue = Answer<'/admin/stats/revenue', 'get'>;
/** On a user's page: the signals the trader sees now, their alerts, their sign-ins. */
export type TraderSignals = Answer<'/admin/users/{userId}/signals', 'get'>;
export type AlertDeliveries = Answer<'/admin/users/{userId}/alert-deliveries', 'get'>;
export type SignIns = Answer<'/admin/users/{userId}/sign-ins', 'get'>;
export type TraderMtAccounts = Schemas['StaffMtAccountDto'][];
/** The 5xx answers with a reference a user quoted (GET /api/admin/server-errors/:reference). */
export type ServerErrors = Answer<'/admin/server-errors/{reference}', 'get'>;

export interface CsvDownload {
  blob: Blob;
  filename: string;
}

export interface AdminDataProvider extends DataProvider {
  exportCsv(resource: string, params: { filter: Record<string, unknown>; sort: SortPayload }): Promise<CsvDownload>;
  resetPlans(): Promise<void>;
  planDefaults(): Promise<DefaultPlan[]>;
  extendSubscription(id: number, days: number): Promise<RaRecord>;
  cancelSubscription(id: number): Promise<RaRecord>;
  stats(): Promise<AdminStats>;
  revenue(): Promise<AdminRevenue>;
  traderSignals(userId: number): Promise<TraderSignals>;
  alertDeliveries(userId: number): Promise<AlertDeliveries>;
  signIns(userId: number): Promise<SignIns>;
  mtAccounts(userId: number): Promise<TraderMtAccounts>;
  serverErrors(reference: string): Promise<ServerErrors>;
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
  planDefaults: async () => (await httpClient(`${API}/plans/defaults`)).json as DefaultPlan[],
  extendSubscription: async (id, days) =>
    (await httpClient(`${API}/subscriptions/${id}/extend`, { method: 'POST', body: JSON.stringify({ days }) }))
      .json as RaRecord,
  cancelSubscription: async (id) =>
    (await httpClient(`${API}/subscriptions/${id}/cancel`, { method: 'POST' })).json as RaRecord,
  exportCsv: async (resource, { filter, sort }) => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify([sort.field, sort.order]),
    });
    const response = await authorizedFetch(`${API}/${resource}/export?${query}`, { headers: { Accept: 'text/csv' } });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new HttpError(body?.message ?? 'The export failed. Please try again', response.status, body);
    }
    const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
    return { blob: await response.blob(), filename: filename ?? `${resource}.csv` };
  },
  stats: async () => (await httpClient(`${API}/stats`)).json as AdminStats,
  revenue: async () => (await httpClient(`${API}/stats/revenue`)).json as AdminRevenue,
  traderSignals: async (userId) => (await httpClient(`${API}/users/${userId}/signals`)).json as TraderSignals,
  alertDeliveries: async (userId) =>
    (await httpClient(`${API}/users/${userId}/alert-deliveries`)).json as AlertDeliveries,
  signIns: async (userId) => (await httpClient(`${API}/users/${userId}/sign-ins`)).json as SignIns,
  mtAccounts: async (userId) => (await httpClient(`${API}/users/${userId}/mt-accounts`)).json as TraderMtAccounts,
  serverErrors: async (reference) =>
    (await httpClient(`${API}/server-errors/${encodeURIComponent(reference)}`)).json as ServerErrors,
};
