import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the proxy's ids look like (a UUID) and more, but nothing that could break a log line or a header. */
export const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * The id of a request: the one the proxy (or the client) sent when it is a sane token, a new
 * UUID otherwise. The answer carries it as X-Request-Id, every log line of the request too, and a
 * 5xx tells it to the user as its reference.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
