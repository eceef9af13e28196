/**
 * Readers of GET /api/signals/stream for `npm run bench`, in a process of their own (forked by
 * bench.ts): each one a plain socket speaking HTTP/1.1, as cheap as a client can be, so that what
 * is measured is the server. Told by IPC how many to open, it reports how many the server holds,
 * then when each `signal` event reached each reader, then closes them all.
 */
import { connect, type Socket } from 'node:net';

export interface StreamClientsJob {
  port: number;
  /** Readers take these in turn: one user may hold only so many streams at once. */
  accessTokens: string[];
  count: number;
}

export type StreamClientsReport =
  | { kind: 'opened'; held: number; refused: number; failed: number; firstError?: string }
  | { kind: 'arrivals'; arrivals: number[][] };

/** Connections opening at once: the server's accept queue is a few thousand long. */
const OPENING_AT_ONCE = 200;
const MARKER = 'event: signal\n';

const sockets: Socket[] = [];
/** arrivals[n][i]: when reader i got the n-th signal event (ms since the epoch, sub-ms precision). */
const arrivals: number[][] = [];
const now = () => performance.timeOrigin + performance.now();

function open(job: StreamClientsJob, accessToken: string): Promise<'held' | 'refused' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: job.port });
    let head = '';
    let tail = '';
    let seen = 0;
    let settled = false;
    const settle = (outcome: 'held' | 'refused' | string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(
        `GET /api/signals/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${accessToken}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: string) => {
      if (!settled) {
        head += chunk;
        if (!head.includes('\r\n')) return;
        if (!head.startsWith('HTTP/1.1 200')) {
          socket.destroy();
          return settle('refused');
        }
        sockets.push(socket);
        settle('held');
      }
      // A marker may be split between two chunks: keep the end of the last one.
      const text = tail + chunk;
      let at = text.indexOf(MARKER);
      while (at !== -1) {
        const moment = now();
        (arrivals[seen] ??= []).push(moment);
        seen += 1;
        at = text.indexOf(MARKER, at + MARKER.length);
      }
      tail = text.slice(-(MARKER.length - 1));
    });
    socket.on('error', (error) => settle(error.message));
    socket.on('close', () => settle('closed before the answer'));
  });
}

async function openAll(job: StreamClientsJob): Promise<StreamClientsReport> {
  let next = 0;
  let held = 0;
  let refused = 0;
  let failed = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < job.count) {
      const reader = next;
      next += 1;
      const outcome = await open(job, job.accessTokens[reader % job.accessTokens.length]);
      if (outcome === 'held') held += 1;
      else if (outcome === 'refused') refused += 1;
      else {
        failed += 1;
        firstError ??= outcome;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, job.count) }, worker));
  return { kind: 'opened', held, refused, failed, firstError };
}

process.on('message', (message: StreamClientsJob | 'report' | 'close') => {
  if (message === 'report') process.send!({ kind: 'arrivals', arrivals } satisfies StreamClientsReport);
  else if (message === 'close') {
    sockets.forEach((socket) => socket.destroy());
    process.exit(0);
  } else void openAll(message).then((report) => process.send!(report));
});
process.send!('ready');
