import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requests: number;
  /** CPU time the measured server processes spent per answer: unlike rates, barely moved by other work on the machine. */
  cpuMicrosPerRequest: number;
  perSecond: number;
  latencyP99Ms: number;
  /** Answers by status class, as autocannon counts them. */
  statuses: Record<string, number>;
  errors: number;
  /** The measured servers' CPU time over the wall time (1 = one core kept busy). */
  serverCpuShare: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The processes answering, whose CPU time is counted. */
  serverPids: number[];
}

/** User + system CPU time of a process so far, in microseconds (Linux /proc; ticks are 1/100 s). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Loads one URL from a separate autocannon process, the way users' requests arrive from elsewhere:
 * keep-alive connections to 127.0.0.1, bounded in time, a one-second warm-up not counted.
 */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  await autocannon([url, '-c', String(options.connections), '-d', '1', '-n', ...headerArgs]);
  const cpuBefore = options.serverPids.map(cpuMicros);
  const output = await autocannon([
    url,
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-n',
    '-j',
    ...headerArgs,
  ]);
  const cpuSpent = options.serverPids.reduce((sum, pid, index) => sum + cpuMicros(pid) - cpuBefore[index], 0);
  const result = JSON.parse(output) as {
    requests: { total: number; average: number };
    duration: number;
    latency: { p99: number };
    errors: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    non2xx: number;
  };
  const statuses = Object.fromEntries(
    (['2xx', '3xx', '4xx', '5xx'] as const).filter((key) => result[key]).map((key) => [key, result[key]]),
  );
  return {
    requests: result.requests.total,
    cpuMicrosPerRequest: cpuSpent / Math.max(1, result.requests.total),
    perSecond: result.requests.total / result.duration,
    latencyP99Ms: result.latency.p99,
    statuses,
    errors: result.errors,
    serverCpuShare: cpuSpent / (result.duration * 1_000_000),
  };
}

function autocannon(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonBin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`)),
    );
  });
}
