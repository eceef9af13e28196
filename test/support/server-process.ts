import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'dist/server/main.js');

/** The newest modification time under a folder (files only). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * Builds the server when dist/ is missing or older than its sources (server/src and domain/). Suites run in parallel
 * workers, so the build is guarded by a lock folder: one builds, the others wait.
 */
export async function ensureServerBuild(): Promise<void> {
  const lock = join(ROOT, 'dist/.build-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  try {
    const built = (() => {
      try {
        return statSync(MAIN).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (built < Math.max(newest(join(ROOT, 'server/src')), newest(join(ROOT, 'domain')))) {
      execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'ignore' });
    }
  } finally {
    rmdirSync(lock);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote, stdout and stderr together. */
  output(): string;
  /** Resolves when the output contains `text` (or matches it). */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

/**
 * The built server (dist/server/main.js) as a child process on a free port, with exactly the
 * environment given (plus PATH and HOME), started in `cwd` so no .env file is read.
 */
export function startServerProcess(env: Record<string, string>, cwd: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | string>((done) =>
    child.on('exit', (code, signal) => {
      done(code ?? signal ?? -1);
      listeners.forEach((listener) => listener());
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const waitForOutput = (text: string | RegExp, timeoutMs = 60_000) =>
    new Promise<void>((done, fail) => {
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      const check = () => {
        if (found()) finish();
        else if (ended) finish(new Error(`The server exited before writing ${text}:\n${output.slice(-3000)}`));
      };
      const timer = setTimeout(
        () => finish(new Error(`No ${text} within ${timeoutMs} ms:\n${output.slice(-3000)}`)),
        timeoutMs,
      );
      const finish = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) fail(error);
        else done();
      };
      listeners.add(check);
      check();
    });

  return waitForOutput(/running at http:\/\/localhost:(\d+)/).then(() => {
    const port = Number(/running at http:\/\/localhost:(\d+)/.exec(output)![1]);
    return {
      child,
      port,
      url: `http://127.0.0.1:${port}`,
      output: () => output,
      waitForOutput,
      exited,
      kill: (signal: NodeJS.Signals = 'SIGTERM') => {
        if (!ended) child.kill(signal);
      },
    };
  });
}
