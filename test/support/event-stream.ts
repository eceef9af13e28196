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
  /** Resolves when the server ends the stream (not when the test closes it). */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream at `baseUrl` with these headers; resolves once the answer's head has come. */
export async function openStream(baseUrl: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/signals/stream`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let serverEnded = () => {};
  const stream: OpenStream = {
    ended: new Promise<void>((done) => (serverEnded = done)),
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments: 0,
    next: (match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
  if (!response.ok || !response.body) return stream;
  const parser = new EventStreamParser((event) => {
    events.push(event);
    waiters.forEach((check) => check());
  });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        stream.comments += text.split('\n').filter((line) => line.startsWith(':')).length;
        parser.push(text);
      }
      serverEnded();
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}
