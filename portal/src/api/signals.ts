import type { QueryParams } from './contract';
import { call } from './client';

/** Signals calls; a module of their own so the landing page loads them without the rest. */
export const signalsApi = {
  list: (signal?: AbortSignal) => call('get', '/ai-signals', { signal, fallbackMessage: 'Failed to load AI signals' }),
  generate: (signal?: AbortSignal) =>
    call('post', '/signals/generate', { signal, fallbackMessage: 'Failed to generate AI signals' }),
  performance: (signal?: AbortSignal) =>
    call('get', '/signals/performance', { auth: false, signal, fallbackMessage: 'Failed to load the track record' }),
  backtest: (signal?: AbortSignal) =>
    call('get', '/signals/backtest', { auth: false, signal, fallbackMessage: 'The back-test report is unavailable' }),
  history: (query: QueryParams<'/signals/history', 'get'>, signal?: AbortSignal) =>
    call('get', '/signals/history', {
      // Unset filters stay out of the address (URLSearchParams would write "undefined").
      query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as typeof query,
      auth: false,
      signal,
      fallbackMessage: 'Failed to load closed signals',
    }),
  get: (id: number, signal?: AbortSignal) =>
    call('get', '/ai-signals/{id}', { params: { id }, signal, fallbackMessage: 'Failed to load the signal' }),
  candles: (id: number, signal?: AbortSignal) =>
    call('get', '/ai-signals/{id}/candles', { params: { id }, signal, fallbackMessage: 'Failed to load prices' }),
};
