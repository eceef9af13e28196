import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { Clock } from './clock/clock.js';
import type { AppConfig } from './config/app-config.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { createValidationPipe } from './common/validation.pipe.js';

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
  app.enableShutdownHooks();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');

  // Google's sign-in button is a script and an iframe from accounts.google.com, when enabled.
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // MUI injects its styles at run time; everything else comes from this origin.
          'style-src': ["'self'", "'unsafe-inline'", ...google],
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'", ...google],
          'frame-src': ["'self'", ...google],
          'connect-src': ["'self'", ...google],
        },
      },
    }),
  );
  app.enableCors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'ETag'], credentials: false });
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Signals platform API').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  servePortal(app, options.portalDir ?? DEFAULT_PORTAL_DIR);
  return app;
}

/** Every path outside /api gets the single-page portal; /api stays JSON only. */
function servePortal(app: NestExpressApplication, portalDir: string): void {
  const indexFile = join(portalDir, 'index.html');
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  const assets = express.static(portalDir, {
    index: false,
    setHeaders: (response, path) => {
      // Vite puts a content hash in every asset name, so they never change.
      if (path.includes(`${join(portalDir, 'assets')}`))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApi(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    assets(request, response, () => {
      if (!existsSync(indexFile)) {
        response.status(503).type('text/plain').send('The portal has not been built yet. Run `npm run build:portal`.');
        return;
      }
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(indexFile);
    });
  });
}
