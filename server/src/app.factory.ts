import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cors from 'cors';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { PRERENDER_GUARD_SCRIPT } from '#domain/prerender-guard';
import { AppModule } from './app.module.js';
import type { Clock } from './clock/clock.js';
import type { AppConfig } from './config/app-config.js';
import { rejectDeepBodies } from './common/body-shape.js';
import { answerClientErrorsWithJson } from './common/client-errors.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { rejectMalformedText } from './common/well-formed-text.js';
import { headersSetBy, HotPath } from './hot-path/hot-path.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { servePortal } from './portal/serve-portal.js';

/** Headers a script on another allowed origin may read (react-admin's list total, the ETag). */
const EXPOSED_HEADERS = ['Content-Range', 'ETag'];

const PRERENDER_GUARD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`;

/** The built portal sits beside the built server: dist/server and dist/portal. */
export const DEFAULT_PORTAL_DIR = fileURLToPath(new URL('../portal', import.meta.url));

export interface CreateAppOptions {
  portalDir?: string;
  /** Tests pass a clock they can move. */
  clock?: Clock;
}

/** Builds the whole application (API, docs, portal) without listening. Used by main and tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.clock), {
    bufferLogs: true,
    bodyParser: false,
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  answerClientErrorsWithJson(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  // Google's sign-in button is a script and an iframe from accounts.google.com, when enabled.
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  const securityHeaders = helmet({
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
  app.use(securityHeaders);
  // JSON answers above 1 KB go out compressed; ready answers and precompressed files already are.
  app.use(compression({ threshold: 1024 }));
  // What app.enableCors would install, kept at hand: the hot path sends the same headers.
  const crossOrigin = cors({ origin: config.corsOrigins, exposedHeaders: EXPOSED_HEADERS, credentials: false });
  app.use(crossOrigin);
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  app.use(rejectDeepBodies);
  app.use(rejectMalformedText);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());

  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));

  servePortal(app, options.portalDir ?? DEFAULT_PORTAL_DIR);
  new HotPath(app, { ...headersSetBy(securityHeaders), ...headersSetBy(crossOrigin) }).install(app.getHttpServer());
  return app;
}
