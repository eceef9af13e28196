import { call } from './client';

/** The transparency log's public calls, for the browser's own check of the record. */
export const ledgerApi = {
  consistency: (from: number, to: number, signal?: AbortSignal) =>
    call('get', '/ledger/proof/consistency', {
      query: { from, to },
      auth: false,
      signal,
      fallbackMessage: 'The log did not give its consistency proof',
    }),
};
