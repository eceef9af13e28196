import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import vary from 'vary';

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

/** Sends ready bytes of any type, as sendReadyJson does. */
export function sendReadyBytes(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyBytes,
  cacheControl: string,
  contentType: string,
): void {
  response.setHeader('ETag', ready.etag);
  response.setHeader('Cache-Control', cacheControl);
  // Added to what is there: with a list of allowed origins, CORS has the answer vary by Origin too.
  vary(response, 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], ready.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = request.headers['accept-encoding'] ? accepts(request).encoding('br', 'gzip', 'identity') : false;
  const body = encoding === 'br' ? ready.br : encoding === 'gzip' ? ready.gzip : ready.identity;
  if (encoding === 'br' || encoding === 'gzip') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', body.length);
  response.statusCode = 200;
  response.end(body);
}

/** If-None-Match may list several tags, or be `*`; weak comparison, as for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
