import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { appWidePlugin } from '../common/app-wide-plugin.js';
import type { ErrorBody } from '../common/http-error.filter.js';
import { Metrics, UNMATCHED_ROUTE, statusClass } from './metrics.js';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What every answer of the application gets: its X-Request-Id (the id Fastify gave the request,
 * see requestIdOf), and, with metrics on (METRICS_TOKEN set), its duration in the histogram by
 * route template; then GET /metrics itself. Registered after the hook that reads the headers every
 * answer carries (AnswerHeaders), so that a request's own id is never taken for one of those.
 */
export function observeRequests(metrics: Metrics, token: string | undefined): FastifyPluginCallback {
  return appWidePlugin((fastify, _options, registered) => {
    install(fastify, metrics, token);
    registered();
  });
}

function install(fastify: Parameters<FastifyPluginCallback>[0], metrics: Metrics, token: string | undefined): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // On the raw answer, so that answers sent past Fastify (reply.hijack) carry it too.
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });
  if (token) {
    fastify.addHook('onResponse', (request, reply, done) => {
      metrics.httpDuration
        .series({
          // The template (/api/signals/:id), never the address: one series per route, however many URLs.
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          method: request.method,
          status_class: statusClass(reply.statusCode),
        })
        .observe(reply.elapsedTime / 1000);
      done();
    });
  }

  const expected = token ? digest(token) : undefined;
  fastify.get(METRICS_PATH, async (request, reply) => {
    // Not configured: not served, as any other unknown address outside the portal's pages.
    if (!expected) return reply.callNotFound();
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? digest(header.slice(7)) : undefined;
    if (!given || !timingSafeEqual(given, expected)) {
      const message = 'The metrics need the bearer token the server was configured with (METRICS_TOKEN).';
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .header('Cache-Control', 'no-store')
        .send({ statusCode: 401, message, error: message } satisfies ErrorBody);
    }
    const body = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
