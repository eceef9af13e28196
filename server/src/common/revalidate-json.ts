import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appWidePlugin } from './app-wide-plugin.js';
import { namesEtag } from './ready-json.js';

/**
 * Every JSON answer to a GET that has no ETag of its own gets one (a digest of its bytes), and a
 * request naming it gets 304 with no body: the portal's polls (the news panel every two minutes,
 * the subscription, an open invoice) cost no body while nothing changed. Weak, since the bytes on
 * the wire depend on the encoding the compression chose. Answers marked no-store (the personal
 * data export, the Expert Advisor's feed) are left alone. Registered before the compression, so
 * it digests the JSON itself.
 */
export const revalidateJson = appWidePlugin((instance, _options, done) => {
  instance.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!revalidates(request, reply, payload)) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    // Without a rule of its own: kept by this browser only (it may be someone's own data), and
    // checked with the server before each use.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-cache');
    if (!namesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
  done();
});

function revalidates(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('etag')) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return type.startsWith('application/json') && !cacheControl.includes('no-store');
}
