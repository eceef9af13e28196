import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The built server, started as production starts it. */
const MAIN = resolve(import.meta.dirname, '../main.js');
const READY = /running at http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

/** One process of a replica, from its start to its end. */
export interface ReplicaLife {
  replica: string;
  life: number;
  pid: number;
  startedAt: number;
  readyAt?: number;
  endedAt?: number;
  /** killed: by the soak's SIGKILL; stopped: SIGTERM at the end; died: on its own (a failure). */
  end?: 'killed' | 'stopped' | 'died';
  exit?: number | string;
  rssStartKb?: number;
  rssEndKb?: number;
  rssPeakKb: number;
  /** Resident memory at each whole TRAIL_MINUTES of the life: whether it levels off. */
  rssTrailKb: number[];
  log: string;
}

/** How often a life's resident memory is kept for its trail. */
export const TRAIL_MINUTES = 5;

/** Resident memory of a process in kB, from /proc (Linux); undefined once it is gone. */
export function residentKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One app replica on a fixed port (the proxy's configuration names it), started as often as it
 * is killed. Each process's output goes to its own file in the run's folder.
 */
export class Replica {
  readonly lives: ReplicaLife[] = [];
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly runDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Running and ready for traffic. */
  get up(): boolean {
    const life = this.lives.at(-1);
    return !!life && life.readyAt !== undefined && life.end === undefined;
  }

  async start(): Promise<void> {
    const life: ReplicaLife = {
      replica: this.name,
      life: this.lives.length + 1,
      pid: 0,
      startedAt: Date.now(),
      rssPeakKb: 0,
      rssTrailKb: [],
      log: join(this.runDir, `${this.name}-${this.lives.length + 1}.log`),
    };
    const child = spawn(process.execPath, [MAIN], {
      cwd: this.runDir,
      env: { PATH: process.env.PATH ?? '', HOME: this.runDir, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    life.pid = child.pid!;
    this.lives.push(life);
    this.child = child;
    const log = createWriteStream(life.log);
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    this.exited = new Promise((done) =>
      child.once('exit', (code, signal) => {
        life.endedAt = Date.now();
        life.exit = code ?? signal ?? undefined;
        life.end ??= 'died';
        log.end();
        done();
      }),
    );
    await new Promise<void>((ready, fail) => {
      let seen = '';
      const timer = setTimeout(
        () => fail(new Error(`${this.name} was not ready within 180 s (see ${life.log})`)),
        START_TIMEOUT_MS,
      );
      const watch = (chunk: Buffer) => {
        seen = (seen + chunk.toString('utf8')).slice(-2000);
        if (!READY.test(seen)) return;
        clearTimeout(timer);
        child.stdout!.off('data', watch);
        ready();
      };
      child.stdout!.on('data', watch);
      void this.exited!.then(() => {
        clearTimeout(timer);
        fail(new Error(`${this.name} exited (${life.exit}) before it was ready; see ${life.log}`));
      });
    });
    life.readyAt = Date.now();
    life.rssStartKb = this.sample();
  }

  /** Reads the live process's resident memory into its life; returns it. */
  sample(): number | undefined {
    const life = this.lives.at(-1);
    if (!life || life.end) return undefined;
    const kb = residentKb(life.pid);
    if (kb === undefined) return undefined;
    life.rssEndKb = kb;
    life.rssPeakKb = Math.max(life.rssPeakKb, kb);
    if (Date.now() - life.startedAt >= (life.rssTrailKb.length + 1) * TRAIL_MINUTES * 60_000) life.rssTrailKb.push(kb);
    return kb;
  }

  /** SIGKILL: no drain, no lease released, connections cut. */
  async kill(): Promise<void> {
    this.sample();
    this.lives.at(-1)!.end = 'killed';
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as a deployment stops it; resolves with the exit code (0 when it drained cleanly). */
  async stop(): Promise<number | string | undefined> {
    const life = this.lives.at(-1);
    if (!life || life.end) return life?.exit;
    this.sample();
    life.end = 'stopped';
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child!.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
    return life.exit;
  }
}
