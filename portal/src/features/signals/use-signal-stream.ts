import { useEffect, useRef, useState } from 'react';
import { authorizedFetch, type AiSignal } from '../../api/client';
import { EventStreamParser, type StreamEvent } from '../../lib/event-stream';

/** What GET /api/signals/stream sends: a signal came into view (with the list's item), closed or expired. */
export type SignalStreamEvent =
  { type: 'signal'; signalId: number; signal: AiSignal } | { type: 'outcome' | 'expired'; signalId: number };

/** The server sends a comment every 25 s: a stream silent for longer than this is not live. */
const SILENCE_LIMIT_MS = 60_000;
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
/** A stream cut sooner than this after it opened counts as a failure, so that a bad proxy is not hammered. */
const SHORTEST_LIVE_MS = 5_000;

/**
 * Listens to the signals stream while the page is open, with the session's token (fetch, since
 * EventSource cannot send it), and calls `onEvent` for each event. Returns whether the stream is
 * live: false while connecting, after an error, a refusal or a silence (a proxy that blocks or
 * buffers it), and the page then polls as the spec says. It reconnects on its own, later each time
 * it fails, with Last-Event-ID so that nothing is missed; `onReconnect` runs when it comes back.
 */
export function useSignalStream(onEvent: (event: SignalStreamEvent) => void, onReconnect?: () => void): boolean {
  const [live, setLive] = useState(false);
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  useEffect(() => {
    const abort = new AbortController();
    let lastEventId = '';
    let retry = FIRST_RETRY_MS;
    let everLive = false;
    let isLive = false;
    /** The server ended the stream for a newer one of this account (over its limit of streams). */
    let replaced = false;
    const setState = (next: boolean) => {
      if (next === isLive) return;
      isLive = next;
      setLive(next);
    };

    /** One connection; true when it was live (it sent something) for a while before it ended. */
    const attempt = async (): Promise<boolean> => {
      const opened = Date.now();
      const lasted = () => Date.now() - opened >= SHORTEST_LIVE_MS;
      const attemptAbort = new AbortController();
      const stop = () => attemptAbort.abort();
      abort.signal.addEventListener('abort', stop);
      let silence = setTimeout(stop, SILENCE_LIMIT_MS);
      let received = false;
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (lastEventId) headers['Last-Event-ID'] = lastEventId;
        const response = await authorizedFetch('/api/signals/stream', { headers, signal: attemptAbort.signal });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
          return false;
        const parser = new EventStreamParser(deliver);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return received && lasted();
          clearTimeout(silence);
          silence = setTimeout(stop, SILENCE_LIMIT_MS);
          if (!received) {
            received = true;
            // Back after polling: reload once, for what happened before Last-Event-ID can tell.
            if (everLive && !isLive) handlers.current.onReconnect?.();
            everLive = true;
            setState(true);
          }
          parser.push(value);
        }
      } catch {
        // Refused, blocked, cut or silent: polling covers it until the next attempt.
        return received && lasted();
      } finally {
        clearTimeout(silence);
        abort.signal.removeEventListener('abort', stop);
      }
    };

    const run = async () => {
      while (!abort.signal.aborted) {
        const wasLive = await attempt();
        if (abort.signal.aborted) return;
        // A stream the server ended (it does every quarter of an hour) is taken up again at once;
        // one ended for a newer stream of this account waits the longest, polling, rather than take its seat back.
        if (replaced) {
          replaced = false;
          setState(false);
          await new Promise((done) => setTimeout(done, LONGEST_RETRY_MS));
          continue;
        }
        if (wasLive) {
          retry = FIRST_RETRY_MS;
          continue;
        }
        setState(false);
        await new Promise((done) => setTimeout(done, retry));
        retry = Math.min(retry * 2, LONGEST_RETRY_MS);
      }
    };

    const deliver = (event: StreamEvent) => {
      lastEventId = event.lastEventId;
      if (event.type === 'ended') replaced = true;
      if (event.type !== 'signal' && event.type !== 'outcome' && event.type !== 'expired') return;
      let data: { id?: unknown };
      try {
        data = JSON.parse(event.data) as { id?: unknown };
      } catch {
        return;
      }
      if (typeof data?.id !== 'number') return;
      handlers.current.onEvent(
        event.type === 'signal'
          ? { type: 'signal', signalId: data.id, signal: data as AiSignal }
          : { type: event.type, signalId: data.id },
      );
    };

    void run();
    return () => abort.abort();
  }, []);

  return live;
}
