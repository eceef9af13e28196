import { EventStreamParser, type StreamEvent } from '../../portal/src/lib/event-stream.js';

/** An open GET /api/signals/stream, read as the portal reads it, with what arrived so far. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  /** Comment lines (the heartbeat) seen so far. */
  comments: number;
  /** Resolves with the first event (from the start of the stream) that `match` accepts. */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once a comment line (the heartbeat) has come. */
  heartbeat(timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream (not when the test closes it). */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream at `baseUrl` with these headers; resolves once the answer's head has come. */
export async function openStream(baseUrl: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/signals/stream`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  /** Checked after every chunk that arrives. */
  const waiters = new Set<() => void>();
  /** Resolves with what `found` finds, once it finds something; rejects after `timeoutMs`. */
  const until = <T>(found: () => T | undefined, timeoutMs: number, missing: () => string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(missing()));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  let serverEnded = () => {};
  const stream: OpenStream = {
    ended: new Promise<void>((done) => (serverEnded = done)),
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments: 0,
    next: (match = () => true, timeoutMs = 5000) =>
      until(
        () => events.find(match),
        timeoutMs,
        () => `No such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`,
      ),
    heartbeat: (timeoutMs = 5000) =>
      until(
        () => (stream.comments > 0 ? true : undefined),
        timeoutMs,
        () => `No heartbeat within ${timeoutMs} ms`,
      ).then(() => undefined),
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) return stream;
  const parser = new EventStreamParser((event) => events.push(event));
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        stream.comments += text.split('\n').filter((line) => line.startsWith(':')).length;
        parser.push(text);
        waiters.forEach((check) => check());
      }
      serverEnded();
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}
