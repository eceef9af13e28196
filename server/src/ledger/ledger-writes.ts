import type { EntityManager } from 'typeorm';
import { commitmentOf, newSalt, PUBLICATION_WINDOW_MS, type Settlement, type SignalFields } from './entries.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerSalt } from './ledger-salt.entity.js';
import { LedgerStore } from './ledger-store.js';
import type { NoteSigner } from './note-key.js';

/** Thrown when something asks the log for what it must never hold (a backdated commitment, a second reveal). */
export class LedgerRuleError extends Error {}

/**
 * Appends the commitment of a signal being published at `at`, keeps its salt, and signs the new
 * checkpoint, in the caller's transaction. Its publication time must lie within the minute before
 * its integration time: the log never takes a backdated signal, nor one held back.
 */
export async function commitSignal(
  manager: EntityManager,
  signer: NoteSigner,
  fields: SignalFields,
  at: Date,
): Promise<void> {
  const salt = newSalt();
  const store = new LedgerStore(manager);
  const publishedAt = Date.parse(fields.publishedAt);
  await store.append(
    {
      kind: 'commitment',
      signalId: fields.id,
      publishedAt: fields.publishedAt,
      expiresAt: fields.expiresAt,
      commitment: commitmentOf(fields, salt),
    },
    at,
    { signalId: fields.id, claim: `commitment:${fields.id}` },
    (integratedAt) => {
      const lag = integratedAt.getTime() - publishedAt;
      if (lag < 0 || lag > PUBLICATION_WINDOW_MS)
        throw new LedgerRuleError(
          `Signal ${fields.id} says it was published at ${fields.publishedAt}, but the log takes it at ` +
            `${integratedAt.toISOString()}: a signal is committed within a minute of its publication, never before it and never backdated.`,
        );
    },
  );
  await manager.insert(LedgerSalt, { signalId: fields.id, salt });
  await store.checkpoint(signer, at);
}

/**
 * Appends the reveal of an ended signal with its settlement (or, with `voidReason`, its void entry)
 * at `at`, in the caller's transaction, and signs the new checkpoint. A signal published in the old
 * chain is revealed without a salt: its fields were public from the start.
 */
export async function closeSignal(
  manager: EntityManager,
  signer: NoteSigner,
  fields: SignalFields,
  settlement: Settlement | { voidReason: string },
  at: Date,
): Promise<void> {
  const saltRow = await manager.findOneBy(LedgerSalt, { signalId: fields.id });
  const chained = saltRow ? null : await manager.findOneBy(LedgerEntry, { signalId: fields.id, kind: 'chain' });
  if (!saltRow && !chained)
    throw new LedgerRuleError(`Signal ${fields.id} was never committed to the log: there is nothing to reveal`);
  const salt = saltRow?.salt ?? null;
  const draft =
    'voidReason' in settlement
      ? { kind: 'void' as const, signal: fields, salt, reason: settlement.voidReason }
      : { kind: 'reveal' as const, signal: fields, salt, settlement };
  const store = new LedgerStore(manager);
  await store.append(draft, at, { signalId: fields.id, claim: `close:${fields.id}` });
  await store.checkpoint(signer, at);
}
