import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { PRERENDER_GUARD_SCRIPT } from '#domain/prerender-guard';
import { AppModule } from './app.module.js';
import type { Clock } from './clock/clock.js';
import type { AppConfig } from './config/app-config.js';
import { checkBodyShape, parseJsonBody } from './common/body-shape.js';
import { answerClientErrorsWithJson } from './common/client-errors.js';
import { HttpErrorFilter, type ErrorBody } from './common/http-error.filter.js';
import { revalidateJson } from './common/revalidate-json.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { AnswerHeaders, HotPath } from './hot-path/hot-path.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { EXPERT_ADVISOR_DOWNLOAD } from './ea/expert-advisor.controller.js';
import { observeRequests } from './metrics/http-observability.js';
import { Metrics } from './metrics/metrics.js';
import { requestIdOf } from './metrics/request-id.js';
import { ServerErrors } from './metrics/server-errors.service.js';
import { servePortal } from './portal/serve-portal.js';

/** Headers a script on another allowed origin may read (react-admin's list total, the ETag). */
const EXPOSED_HEADERS = ['Content-Range', 'ETag'];

const PRERENDER_GUARD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`;

/** The router's refusals, by Fastify's code, in the API's words. */
const ROUTER_REFUSALS: Partial<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is not valid: one of its parts is not well-formed UTF-8 text.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long. Please send a shorter one.',
};

/**
 * What Node's HTTP parser refuses before any route sees the request (a request line and headers
 * over its 16 KB, a client too slow to send them, bytes that are not HTTP), answered in the one
 * error shape with a sentence, as Fastify's own answer there is not.
 */
function refuseUnreadableRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or the headers of the request are too long (16 KB at most). Please send a shorter one.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive. Please try again.']
        : [400, 'The request could not be read: it is not well-formed HTTP.'];
  const body = JSON.stringify({ statusCode, message, error: message } satisfies ErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The built portal sits beside the built server: dist/server and dist/portal. */
export const DEFAULT_PORTAL_DIR = fileURLToPath(new URL('../portal', import.meta.url));

export interface CreateAppOptions {
  portalDir?: string;
  /** Tests pass a clock they can move. */
  clock?: Clock;
  /** The benchmark measures the application without the hot path in front of it too. */
  hotPath?: boolean;
}

/** Builds the whole application (API, docs, portal) without listening. Used by main and tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // The headers every answer carries (security, CORS), read off a plain request: the hot path
  // sends them, and so do the router's refusals below.
  const answerHeaders = new AnswerHeaders();
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Pino (nestjs-pino) logs each request; Fastify's own logger stays off.
    logger: false,
    // As before, /api/plans/ is /api/plans.
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: refuseUnreadableRequest,
    // The proxy's X-Request-Id when it is a sane token, a new id otherwise (request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The router refuses a malformed address before any hook or filter runs.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? 400;
      const message = ROUTER_REFUSALS[error.code] ?? 'The request could not be completed.';
      reply
        .headers(answerHeaders.current ?? {})
        .header('X-Request-Id', request.id)
        .status(statusCode)
        .type('application/json; charset=utf-8')
        .send({ statusCode, message, error: message } satisfies ErrorBody);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock), adapter, {
    bufferLogs: true,
    bodyParser: false,
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  answerClientErrorsWithJson(app.getHttpServer());

  // Google's sign-in button is a script and an iframe from accounts.google.com, when enabled.
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // MUI injects its styles at run time; everything else comes from this origin.
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The pre-rendered pages' one inline script, allowed by its hash.
        'script-src': ["'self'", PRERENDER_GUARD_SCRIPT_HASH, ...google],
        'frame-src': ["'self'", ...google],
        'connect-src': ["'self'", ...google],
      },
    },
  });
  // Before the compression: it digests the JSON, not the compressed bytes.
  await app.register(revalidateJson);
  // Answers above 1 KB go out compressed; ready answers and precompressed files already are. A
  // portal file with no precompressed copy is a stream, compressed whatever its size.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  app.enableCors({ origin: config.corsOrigins, exposedHeaders: EXPOSED_HEADERS, credentials: false });
  await app.register(answerHeaders.plugin());
  // After the headers every answer carries are read: a request's own id is not one of them.
  await app.register(observeRequests(app.get(Metrics), config.metricsToken));

  // JSON as body-parser read it (an empty body is {}); the raw bytes are kept for the IPN signature.
  app.useBodyParser('application/json', { bodyLimit: config.bodyLimitBytes }, parseJsonBody);
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: config.bodyLimitBytes });
  const fastify = app.getHttpAdapter().getInstance();
  // No route of ours reads plain text: such a body is a 415 with a sentence, not a string.
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('preValidation', checkBodyShape);

  // The Expert Advisor's download sits beside the portal's files.
  app.setGlobalPrefix('api', { exclude: [EXPERT_ADVISOR_DOWNLOAD] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(app.get(ServerErrors)));

  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));

  await servePortal(app, options.portalDir ?? DEFAULT_PORTAL_DIR);
  if (options.hotPath !== false) new HotPath(app, answerHeaders).install(app.getHttpServer());
  return app;
}
