import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { forCaddyVersion } from './caddy-version.js';

/** The production proxy's configuration, the one source of the proxy rules. */
export const PRODUCTION_CADDYFILE = resolve(import.meta.dirname, '../../../docker/Caddyfile');
const UPSTREAMS = /^(\s*reverse_proxy)\s+([^{\n]+?)\s*\{\s*$/gm;

/**
 * docker/Caddyfile made to run on this machine, changing only what cannot be the same here: the
 * upstreams (the compose services app-1 and app-2 become two local ports) and the admin endpoint
 * (off, so the soak's Caddy never meets another on its port). The site address and the ACME
 * e-mail come from the environment as in production (DOMAIN=http://127.0.0.1:<port> is plain
 * HTTP, so no certificate is asked for). Everything else — compression, load balancing, retries,
 * active and passive health checks, the access log — is the production file's, word for word.
 */
export function localCaddyfile(source: string, upstreams: string[]): string {
  // Every proxy block (the stream has its own): one left on app-1:3000 finds no upstream here.
  const found = [...source.matchAll(UPSTREAMS)];
  if (found.length === 0)
    throw new Error('docker/Caddyfile has no "reverse_proxy <upstreams> {" line to point at local replicas');
  for (const [, , list] of found) {
    const named = list.trim().split(/\s+/);
    if (named.length !== upstreams.length)
      throw new Error(
        `docker/Caddyfile proxies to ${named.length} upstreams (${named.join(', ')}); the soak runs ${upstreams.length}`,
      );
  }
  if (!/^\{\s*$/m.test(source))
    throw new Error('docker/Caddyfile has no global options block to turn the admin endpoint off in');
  return source
    .replace(UPSTREAMS, `$1 ${upstreams.join(' ')} {`)
    .replace(/^\{\s*$/m, '{\n\t# Added by the soak: no admin endpoint.\n\tadmin off');
}

export interface ProxyCounts {
  /** Answers the proxy logged, by status class ("2xx", "5xx"…). */
  answers: Record<string, number>;
}

/** Caddy with the local variant of the production Caddyfile, its access log counted as it goes. */
export class SoakProxy {
  readonly counts: ProxyCounts = { answers: {} };
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly runDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The installed Caddy's version, or null when there is none. */
  static version(): string | null {
    const run = spawnSync('caddy', ['version'], { encoding: 'utf8' });
    return run.error || run.status !== 0 ? null : run.stdout.trim().split(' ')[0];
  }

  /** Starts Caddy; says which lines of docker/Caddyfile the installed Caddy is too old to read. */
  async start(upstreams: string[]): Promise<string[]> {
    const config = join(this.runDir, 'Caddyfile');
    const { text, leftOut } = forCaddyVersion(readFileSync(PRODUCTION_CADDYFILE, 'utf8'), SoakProxy.version() ?? '');
    writeFileSync(config, localCaddyfile(text, upstreams));
    const home = join(this.runDir, 'caddy');
    mkdirSync(home, { recursive: true });
    const child = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', config], {
      cwd: this.runDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
        DOMAIN: this.url,
        ACME_EMAIL: 'soak@example.com',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stderr!.pipe(createWriteStream(join(this.runDir, 'caddy.log')));
    // The access log (JSON lines on stdout) is counted, not kept: a long soak writes a great deal of it.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let status: number;
      try {
        status = Number((JSON.parse(line) as { status?: number }).status);
      } catch {
        return;
      }
      if (!status) return;
      const key = `${Math.floor(status / 100)}xx`;
      this.counts.answers[key] = (this.counts.answers[key] ?? 0) + 1;
    });
    const exited = new Promise<never>((_, fail) =>
      child.once('exit', (code) => fail(new Error(`Caddy exited with ${code}; see ${join(this.runDir, 'caddy.log')}`))),
    );
    exited.catch(() => undefined);
    const giveUpAt = Date.now() + 30_000;
    for (;;) {
      const healthy = await Promise.race([
        exited,
        fetch(`${this.url}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      ]);
      if (healthy) return leftOut;
      if (Date.now() > giveUpAt) throw new Error('The proxy did not answer /api/health with 200 within 30 s');
      await new Promise((resume) => setTimeout(resume, 250));
    }
  }

  /** The errors the proxy logged while serving (its error log, not the access log), by message. */
  errors(): Record<string, number> {
    const counts: Record<string, number> = {};
    const log = join(this.runDir, 'caddy.log');
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    for (const line of text.split('\n')) {
      if (!line.includes('"http.log.error')) continue;
      try {
        const { msg, status } = JSON.parse(line) as { msg?: string; status?: number };
        // "read tcp 127.0.0.1:1234->127.0.0.1:5678: read: connection reset by peer" without the ports.
        const message = `${status ?? '—'} ${String(msg).replace(/tcp \S+->\S+: /, 'tcp: ')}`;
        counts[message] = (counts[message] ?? 0) + 1;
      } catch {
        // Not a JSON line: Caddy's own start-up text.
      }
    }
    return counts;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}
