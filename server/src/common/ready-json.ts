import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An answer tagged and compressed once, then sent as it is to every caller. */
export interface ReadyBytes {
  /** Strong: a digest of the exact bytes. */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A JSON answer serialised, tagged and compressed once. */
export type ReadyJson = ReadyBytes;

export async function readyJson(value: unknown): Promise<ReadyJson> {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { etag: strongEtag(identity), identity, gzip: gz, br };
}

/** A strong ETag: a digest of the exact bytes. */
export function strongEtag(identity: Buffer): string {
  return `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends a ready answer: 304 when If-None-Match names it, otherwise the bytes in the best encoding
 * the caller accepts. Every client revalidates (no-cache), so a current copy costs no body. Works
 * on the bare Node request and response, so the hot path (hot-path.ts) sends exactly what the
 * controllers send.
 */
export function sendReadyJson(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyJson,
  cacheControl: string,
): void {
  sendReadyBytes(request, response, ready, cacheControl, 'application/json; charset=utf-8');
}

/**
 * Sends ready bytes of any type, as sendReadyJson does, after whatever headers the response holds
 * (a Vary set before, by CORS say, is kept and Accept-Encoding added to it).
 */
export function sendReadyBytes(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyBytes,
  cacheControl: string,
  contentType: string,
): void {
  const variant = variantFor(request, ready);
  const vary = response.getHeader('Vary');
  const before: Record<string, string> =
    vary === undefined ? {} : { Vary: Array.isArray(vary) ? vary.join(', ') : String(vary) };
  writeVariant(response, ready, variant, headerList(ready, variant, cacheControl, contentType, before));
}

type Variant = 'not-modified' | 'br' | 'gzip' | 'identity';

/** Which answer a request gets: 304 when If-None-Match names the bytes, else the best encoding it accepts. */
function variantFor(request: IncomingMessage, ready: ReadyBytes): Variant {
  if (namesEtag(request.headers['if-none-match'], ready.etag)) return 'not-modified';
  return encodingFor(request);
}

/** Clients send a handful of distinct Accept-Encoding headers: each is negotiated once. */
const encodings = new Map<string, Exclude<Variant, 'not-modified'>>();
const MAX_ENCODINGS = 256;

function encodingFor(request: IncomingMessage): Exclude<Variant, 'not-modified'> {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = encodings.get(header);
  if (!encoding) {
    const chosen = accepts(request).encoding('br', 'gzip', 'identity');
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
    if (encodings.size >= MAX_ENCODINGS) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/** Per set of headers every answer carries, per ready answer: each variant's whole header list. */
const headerLists = new WeakMap<object, WeakMap<ReadyBytes, Map<string, string[]>>>();

/**
 * sendReadyBytes for a caller that knows every other header of the answer (`always`, the same
 * object each time) and has set none on the response: the whole header list of each variant is
 * built once per ready answer and kept, and sent with the request's id in one writeHead (the hot
 * path's answers).
 */
export function sendReadyBytesWith(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyBytes,
  cacheControl: string,
  contentType: string,
  always: Record<string, string>,
  requestId: string,
): void {
  const variant = variantFor(request, ready);
  let lists = headerLists.get(always);
  if (!lists) headerLists.set(always, (lists = new WeakMap()));
  let own = lists.get(ready);
  if (!own) lists.set(ready, (own = new Map()));
  const key = `${variant}\n${cacheControl}\n${contentType}`;
  let list = own.get(key);
  if (!list) own.set(key, (list = headerList(ready, variant, cacheControl, contentType, always)));
  writeVariant(response, ready, variant, [...list, 'X-Request-Id', requestId]);
}

/** The answer of `variant` with its whole header list, in one writeHead. */
function writeVariant(response: ServerResponse, ready: ReadyBytes, variant: Variant, list: string[]): void {
  if (variant === 'not-modified') {
    response.writeHead(304, list);
    response.end();
    return;
  }
  response.writeHead(200, list);
  response.end(ready[variant]);
}

/** The headers of a ready answer after `always` (whose Vary it extends), as the flat list writeHead takes. */
function headerList(
  ready: ReadyBytes,
  variant: Variant,
  cacheControl: string,
  contentType: string,
  always: Record<string, string>,
): string[] {
  const headers: Record<string, string> = { ...always };
  const varyKey = Object.keys(headers).find((name) => name.toLowerCase() === 'vary');
  const varies = varyKey ? headers[varyKey].split(',').map((name) => name.trim()) : [];
  if (varyKey) delete headers[varyKey];
  if (!varies.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')) varies.push('Accept-Encoding');
  Object.assign(headers, { ETag: ready.etag, 'Cache-Control': cacheControl, Vary: varies.join(', ') });
  if (variant !== 'not-modified') {
    if (variant !== 'identity') headers['Content-Encoding'] = variant;
    headers['Content-Type'] = contentType;
    headers['Content-Length'] = String(ready[variant].length);
  }
  return Object.entries(headers).flat();
}

/** If-None-Match may list several tags, or be `*`; weak comparison, as for GET. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
