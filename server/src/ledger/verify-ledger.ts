import { parseCheckpoint, type Checkpoint } from '#domain/checkpoint';
import { fromHex, sameHash, verifyConsistency, verifyInclusion } from '#domain/merkle';
import type { TrackRecordDto } from '../signals/dto/track-record.dto.js';
import { liveRecord } from '../signals/live-record.js';
import { revealedSignals } from './ledger.service.js';
import { describeEntry, type LogEntry } from './entries.js';
import { LogAudit, type ServedEntry } from './log-audit.js';
import { openNote, parseVerifier, type NoteVerifier } from './note-key.js';
import { plural } from '#domain/plural';

/** Entries asked for in one request (the server's page limit). */
const PAGE = 1000;
/** Inclusion proofs asked for: the last entry's and a spread of others, at most this many. */
const INCLUSION_SAMPLES = 24;

export interface VerifyLedgerOptions {
  /** The deployment, e.g. https://signals.example.com. */
  baseUrl: string;
  /** The verifier key to trust; unset: the one the deployment serves (pin it from docs/verify.md instead). */
  verifierKey?: string;
  /** A checkpoint kept from before (a signed note): the log must still hold it. */
  keptCheckpoint?: string;
  /** Rebuild the live record from the revealed entries and compare it with /api/signals/performance. */
  recompute?: boolean;
  now?: Date;
}

/** What one run found: each check passed (`passed`), or what is wrong (`problems`, each naming an entry). */
export interface LedgerReport {
  origin: string;
  treeSize: number;
  passed: string[];
  problems: string[];
  /** With `recompute`: the figures as served and as rebuilt from the log, and where they differ. */
  recompute?: {
    served: Omit<TrackRecordDto, 'checkpoint'>;
    rebuilt: Omit<TrackRecordDto, 'checkpoint'>;
    differences: string[];
  };
}

/**
 * Checks a deployment's transparency log from its public API alone: the signed checkpoint with the
 * log's key, every entry hashed into that root, every older signed checkpoint against the entries
 * at its size (which names the entry where a rewrite begins), a sample of the server's inclusion
 * proofs and a consistency proof, the entries' own rules (LogAudit), and, with a kept checkpoint,
 * that the log still begins with it.
 */
export async function verifyLedger(options: VerifyLedgerOptions): Promise<LedgerReport> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
    return response;
  };
  const verifier = parseVerifier(options.verifierKey ?? (await (await get('/api/ledger/key')).text()));
  const report: LedgerReport = { origin: verifier.name, treeSize: 0, passed: [], problems: [] };
  const fail = (problem: string) => {
    report.problems.push(problem);
    return report;
  };

  // With --recompute, the figures first: they are computed at the size of the checkpoint they carry.
  const served = options.recompute ? ((await (await get('/api/signals/performance')).json()) as TrackRecordDto) : null;
  const latest = opened(served ? served.checkpoint.note : await (await get('/api/ledger/checkpoint')).text(), verifier);
  if (typeof latest === 'string') return fail(`The newest checkpoint: ${latest}`);
  report.treeSize = latest.size;
  report.passed.push(
    `checkpoint of ${latest.size} entries signed by ${verifier.vkey.split('+').slice(0, 2).join('+')}`,
  );

  const audit = new LogAudit();
  for (let start = 0; start < latest.size; start += PAGE) {
    const end = Math.min(latest.size, start + PAGE);
    const page = (await (await get(`/api/ledger/entries?start=${start}&end=${end}`)).json()) as {
      entries: ServedEntry[];
    };
    if (page.entries.length !== end - start)
      return fail(
        `The log served ${page.entries.length} entries for ${start}…${end - 1}, though its checkpoint holds ${latest.size}`,
      );
    for (const entry of page.entries) audit.add(entry);
  }
  if (!sameHash(audit.rootAt(), latest.root)) {
    report.problems.push(
      `The ${latest.size} entries served do not hash to the root the newest checkpoint signs: ${await whereRewritten(get, audit, verifier)}`,
    );
  } else report.passed.push(`every entry hashes into the signed root`);

  const checked = await checkSignedCheckpoints(get, audit, verifier, latest.size);
  report.problems.push(...checked.problems);
  if (!checked.problems.length)
    report.passed.push(`${checked.count} signed checkpoints match the entries at their sizes`);

  if (latest.size) {
    const proofs = await checkInclusionProofs(get, audit, latest);
    if (proofs.problem) report.problems.push(proofs.problem);
    else report.passed.push(`${proofs.count} inclusion proofs verify against the signed root`);
  }

  report.problems.push(...audit.problems, ...audit.overdue(options.now ?? new Date()));
  if (!audit.problems.length) {
    const { commitment, reveal, void: voided, correction, chain, clear } = audit.counts;
    report.passed.push(
      [
        'entries keep their places and integration times',
        `${plural(commitment, 'commitment')} within a minute of publication`,
        `${plural(reveal + voided - clear, 'reveal')} (${voided} void) match their commitments`,
        ...(chain
          ? [`${plural(chain, 'link')} of the old chain recompute, and ${plural(clear, 'reveal')} match them`]
          : []),
        plural(correction, 'correction'),
        `${plural(audit.open, 'commitment')} not revealed yet`,
      ].join('; '),
    );
  }

  if (options.keptCheckpoint !== undefined) {
    const kept = opened(options.keptCheckpoint, verifier);
    const keptProblems =
      typeof kept === 'string' ? [`The checkpoint you kept: ${kept}`] : await checkKept(get, audit, kept, latest);
    report.problems.push(...keptProblems);
    if (!keptProblems.length)
      report.passed.push(`consistent with the checkpoint you kept (${(kept as Checkpoint).size} entries)`);
  }

  if (served) {
    const rebuilt = liveRecord(revealedSignals(audit.entries), countsOf(audit), served.publishedSymbols);
    const { checkpoint: _checkpoint, ...figures } = served;
    const differences = differencesBetween(figures, rebuilt);
    report.recompute = { served: figures, rebuilt, differences };
    if (differences.length)
      report.problems.push(
        `/api/signals/performance differs from the figures the log's reveals give: ${differences.slice(0, 5).join('; ')}`,
      );
    else report.passed.push('/api/signals/performance equals the figures rebuilt from the revealed entries');
  }
  return report;
}

function opened(note: string, verifier: NoteVerifier): Checkpoint | string {
  const text = openNote(note, verifier);
  if ('error' in text) return text.error;
  const checkpoint = parseCheckpoint(text.text);
  if (typeof checkpoint === 'string') return checkpoint;
  if (checkpoint.origin !== verifier.name) return `its origin ${checkpoint.origin} is not the log's, ${verifier.name}`;
  return checkpoint;
}

type Get = (path: string) => Promise<Response>;

/** Every signed checkpoint of the log against the root of the entries at its size. */
async function checkSignedCheckpoints(
  get: Get,
  audit: LogAudit,
  verifier: NoteVerifier,
  size: number,
): Promise<{ count: number; problems: string[] }> {
  const sizes = await signedSizes(get, verifier, size);
  const problems: string[] = [];
  for (const { checkpoint, error } of sizes) {
    if (error) problems.push(error);
    else if (checkpoint && checkpoint.size <= audit.size && !sameHash(audit.rootAt(checkpoint.size), checkpoint.root)) {
      problems.push(
        `${describeEntry(entryAt(audit, checkpoint.size - 1))} or one before it is not what the log signed at ${checkpoint.size} entries`,
      );
      break;
    }
  }
  return { count: sizes.length, problems };
}

/** Where the entries stop matching the log's own signed checkpoints: the entry at which a rewrite begins. */
async function whereRewritten(get: Get, audit: LogAudit, verifier: NoteVerifier): Promise<string> {
  const signed = (await signedSizes(get, verifier, audit.size)).flatMap(({ checkpoint }) =>
    checkpoint ? [checkpoint] : [],
  );
  let good = 0;
  for (const checkpoint of signed) {
    if (checkpoint.size === 0 || checkpoint.size > audit.size) continue;
    if (!sameHash(audit.rootAt(checkpoint.size), checkpoint.root)) {
      const from = entryAt(audit, good);
      return checkpoint.size - good === 1
        ? `${describeEntry(from)} is not the entry the log signed at ${checkpoint.size} entries: its text was changed`
        : `an entry from ${good} to ${checkpoint.size - 1} was changed (the first, ${describeEntry(from)}), the log signed other entries at ${checkpoint.size}`;
    }
    good = checkpoint.size;
  }
  return 'no signed checkpoint before it disagrees, so the newest entries were changed after signing';
}

/** An entry read, by place, for naming it in a sentence. */
function entryAt(audit: LogAudit, index: number): LogEntry {
  return { ...audit.entries[index], index };
}

async function signedSizes(
  get: Get,
  verifier: NoteVerifier,
  size: number,
): Promise<{ checkpoint?: Checkpoint; error?: string }[]> {
  const found: { checkpoint?: Checkpoint; error?: string }[] = [];
  for (let from = 0; from <= size; from += PAGE) {
    const rows = (await (
      await get(`/api/ledger/checkpoints?from=${from}&to=${Math.min(size, from + PAGE - 1)}`)
    ).json()) as {
      treeSize: number;
      note: string;
    }[];
    for (const row of rows) {
      const checkpoint = opened(row.note, verifier);
      found.push(
        typeof checkpoint === 'string'
          ? { error: `The signed checkpoint of ${row.treeSize} entries: ${checkpoint}` }
          : checkpoint.size !== row.treeSize
            ? { error: `The checkpoint served as size ${row.treeSize} signs ${checkpoint.size}` }
            : { checkpoint },
      );
    }
  }
  return found;
}

/** The server's inclusion proofs for the last entry and a spread of others, verified against the signed root. */
async function checkInclusionProofs(
  get: Get,
  audit: LogAudit,
  latest: Checkpoint,
): Promise<{ count: number; problem?: string }> {
  const step = Math.max(1, Math.floor(latest.size / INCLUSION_SAMPLES));
  const indexes = [
    ...new Set([...Array.from({ length: Math.ceil(latest.size / step) }, (_, i) => i * step), latest.size - 1]),
  ];
  for (const index of indexes) {
    const { proof } = (await (
      await get(`/api/ledger/proof/inclusion?index=${index}&treeSize=${latest.size}`)
    ).json()) as {
      proof: string[];
    };
    if (
      !verifyInclusion(
        index,
        latest.size,
        audit.leafAt(index),
        proof.map((hash) => fromHex(hash) ?? new Uint8Array()),
        latest.root,
      )
    )
      return {
        count: indexes.length,
        problem: `The server's inclusion proof of ${describeEntry(entryAt(audit, index))} does not verify against the signed root`,
      };
  }
  return { count: indexes.length };
}

/** The log must begin with the checkpoint kept from before: nothing dropped, nothing rewritten. */
async function checkKept(get: Get, audit: LogAudit, kept: Checkpoint, latest: Checkpoint): Promise<string[]> {
  if (kept.size > latest.size)
    return [
      `The log now holds ${latest.size} entries, fewer than the ${kept.size} of the checkpoint you kept: ` +
        `entries ${latest.size} to ${kept.size - 1} were dropped`,
    ];
  if (kept.size === 0) return [];
  if (!sameHash(audit.rootAt(kept.size), kept.root))
    return [
      `The log's first ${kept.size} entries no longer hash to the root of the checkpoint you kept: ` +
        `the log was rewritten at or before ${describeEntry(entryAt(audit, kept.size - 1))}`,
    ];
  if (kept.size === latest.size)
    return sameHash(kept.root, latest.root) ? [] : ['The checkpoint you kept signs another root at the same size'];
  const { proof } = (await (await get(`/api/ledger/proof/consistency?from=${kept.size}&to=${latest.size}`)).json()) as {
    proof: string[];
  };
  const hashes = proof.map((hash) => fromHex(hash) ?? new Uint8Array());
  return verifyConsistency(kept.size, latest.size, hashes, kept.root, latest.root)
    ? []
    : [
        `The server's consistency proof from the checkpoint you kept (${kept.size} entries) to ${latest.size} does not verify`,
      ];
}

function countsOf(audit: LogAudit): { published: number; corrections: number } {
  return { published: audit.counts.commitment + audit.counts.chain, corrections: audit.counts.correction };
}

/** Paths where two JSON values differ, e.g. "figures.averageR: 0.12 served, 0.15 rebuilt". */
function differencesBetween(served: unknown, rebuilt: unknown, path = ''): string[] {
  if (JSON.stringify(served) === JSON.stringify(rebuilt)) return [];
  if (served && rebuilt && typeof served === 'object' && typeof rebuilt === 'object') {
    const keys = new Set([...Object.keys(served), ...Object.keys(rebuilt)]);
    return [...keys].flatMap((key) =>
      differencesBetween(
        (served as Record<string, unknown>)[key],
        (rebuilt as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return [`${path}: ${JSON.stringify(served)} served, ${JSON.stringify(rebuilt)} rebuilt`];
}
