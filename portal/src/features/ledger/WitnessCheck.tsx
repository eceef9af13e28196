import { Alert, AlertTitle, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SignalPerformance } from '../../api/client';
import { ledgerApi } from '../../api/ledger';
import { formatMonthDay } from '../../lib/dates';
import { keepRecord, keepsNewRecord, readKeptRecord, witness, type WitnessVerdict } from '../../lib/witness';
import { plural } from '#domain/plural';

type Checked = WitnessVerdict | { kind: 'unchecked'; message: string; seenAt: string | null };

/**
 * This browser as a witness of the record: it keeps the last signed checkpoint it saw and, on the
 * next visit, checks with a consistency proof that the record it is shown now still begins with
 * that one. A record that dropped, changed or reordered what this browser saw is shown loudly,
 * and never kept in place of the old one.
 */
export function WitnessCheck({
  checkpoint,
  timeZone,
}: {
  checkpoint: SignalPerformance['checkpoint'];
  timeZone: string;
}) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const { treeSize, rootHash, verifierKey } = checkpoint;
  useEffect(() => {
    const abort = new AbortController();
    const kept = readKeptRecord(localStorage);
    witness(
      kept,
      { treeSize, rootHash, verifierKey },
      async (from, to) => (await ledgerApi.consistency(from, to, abort.signal)).proof,
    )
      .then((verdict) => {
        if (abort.signal.aborted) return;
        setChecked(verdict);
        if (keepsNewRecord(verdict))
          keepRecord(localStorage, { treeSize, rootHash, verifierKey, seenAt: new Date().toISOString() });
      })
      .catch((error: Error) => {
        if (!abort.signal.aborted)
          setChecked({ kind: 'unchecked', message: error.message, seenAt: kept?.seenAt ?? null });
      });
    return () => abort.abort();
  }, [treeSize, rootHash, verifierKey]);

  if (!checked)
    return <Skeleton variant="rounded" height={72} aria-label="Checking the record against the one you saw" />;
  const day = (iso: string) => formatMonthDay(iso, { timeZone });
  const entries = (count: number) => plural(count, 'entry', 'entries');
  switch (checked.kind) {
    case 'first':
      return (
        <Alert severity="info" data-testid="witness" data-witness="first">
          This browser now keeps this record ({entries(treeSize)}, signed) and will check the next one it is shown
          against it.
        </Alert>
      );
    case 'consistent':
      return (
        <Alert severity="success" data-testid="witness" data-witness="consistent">
          <AlertTitle>Consistent with the record you saw on {day(checked.seenAt)}</AlertTitle>
          {entries(checked.keptSize)} then, {entries(checked.size)} now: the log proved (RFC 9162) that today’s record
          begins with the one you saw, unchanged.
        </Alert>
      );
    case 'unchecked':
      return (
        <Alert severity="warning" data-testid="witness" data-witness="unchecked">
          Could not check this record against the one you saw{checked.seenAt ? ` on ${day(checked.seenAt)}` : ''}:{' '}
          {checked.message}. It will be checked on your next visit.
        </Alert>
      );
    default:
      return (
        <Alert severity="error" variant="filled" data-testid="witness" data-witness={checked.kind} role="alert">
          <AlertTitle>This record does not match the one you saw on {day(checked.seenAt)}</AlertTitle>
          {checked.kind === 'shorter' &&
            `It holds ${entries(checked.size)}, fewer than the ${entries(checked.keptSize)} you saw: entries were dropped from it.`}
          {checked.kind === 'rewritten' &&
            `Its first ${entries(checked.keptSize)} are not the ones you saw: the record was rewritten. `}
          {checked.kind === 'other-key' && 'It is signed with another key than the record you saw. '}
          Do not rely on its figures; this browser keeps the record you saw as evidence.
        </Alert>
      );
  }
}
