import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config.js';

/** The build copies the EA beside this module; a checkout also has it where it is written. */
const SOURCES = ['./SignalDesk.mq5', '../../../integrations/metatrader5/SignalDesk.mq5'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
const SERVER_URL_INPUT = /(input string\s+ServerUrl\s*=\s*)"[^"\r\n]*"/;
/** What a forwarded Host may be: a name or an IPv4 or IPv6 address, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * integrations/metatrader5/SignalDesk.mq5 as a trader downloads it: its ServerUrl input set to
 * this server's public address, the one to allow in MetaTrader (PUBLIC_URL, or the origin the
 * request came to, as the proxy in front says it when TRUST_PROXY believes it).
 */
@Injectable()
export class ExpertAdvisorFile {
  private readonly source: string;

  constructor(private readonly config: AppConfig) {
    const found = SOURCES.find((path) => existsSync(path));
    if (!found) throw new Error(`SignalDesk.mq5 is missing: looked in ${SOURCES.join(' and ')}`);
    this.source = readFileSync(found, 'utf8');
  }

  /** The address the EA calls and MetaTrader must allow: scheme, host and port, no trailing slash. */
  serverUrl(request: FastifyRequest): string {
    if (this.config.publicUrl) return this.config.publicUrl;
    const host = request.host;
    if (!HOST.test(host)) return `http://localhost:${this.config.port}`;
    return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
  }

  text(serverUrl: string): string {
    return this.source.replace(SERVER_URL_INPUT, (_, input: string) => `${input}"${serverUrl}"`);
  }
}
