import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory.js';
import { GracefulShutdown } from './common/graceful-shutdown.js';
import { ConfigError, loadConfig } from './config/app-config.js';

if (existsSync('.env')) process.loadEnvFile('.env');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await createApp(config);
new GracefulShutdown(app, app.getHttpServer(), config.shutdownDrainSeconds * 1000, app.get(Logger)).listen();
// Every interface, IPv6 and IPv4 where the host has IPv6, as a bare Node server listens.
try {
  await app.listen(config.port, '::');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
  await app.listen(config.port, '0.0.0.0');
}
const address = app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `\n  Signals platform is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n`,
);
