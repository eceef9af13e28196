/** Each write's Idempotency-Key, kept while it runs and a second after: a double click reuses it. */
const writeKeys = new Map<string, { key: string; until: number }>();
const SAME_WRITE_MS = 1000;
/** A proxy's answer when the replica it chose went away mid-request (a restart, a crash). */
const REPLICA_GONE = new Set([502, 503]);
const RETRY_AFTER_MS = 500;

/**
 * Sends a write with an Idempotency-Key: the same write (method, address, body) sent again while
 * the first is on its way or just answered carries the same key, so the server does it once. A
 * 502 or 503 is sent once more with the same key, so a replica lost mid-write costs the trader
 * nothing: the other replica does it, or answers what the first one did.
 */
export async function sendWrite(url: string, init: RequestInit): Promise<Response> {
  const write = `${init.method} ${url} ${String(init.body)}`;
  let entry = writeKeys.get(write);
  if (!entry || entry.until < Date.now()) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    entry = { key: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''), until: Infinity };
    writeKeys.set(write, entry);
  }
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', entry.key);
  try {
    const first = await fetch(url, { ...init, headers });
    if (!REPLICA_GONE.has(first.status)) return first;
    await new Promise((resume) => setTimeout(resume, RETRY_AFTER_MS));
    return await fetch(url, { ...init, headers });
  } finally {
    entry.until = Date.now() + SAME_WRITE_MS;
  }
}
