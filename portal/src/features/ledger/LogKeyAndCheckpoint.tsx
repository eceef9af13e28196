import { Box, Stack, Typography } from '@mui/material';
import type { SignalPerformance } from '../../api/client';
import { formatDateTime } from '../../lib/dates';
import { plural } from '#domain/plural';

const code = {
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  wordBreak: 'break-all',
  whiteSpace: 'pre-wrap',
} as const;

/** The log's key and newest signed checkpoint, and where a reader checks the rest. */
export function LogKeyAndCheckpoint({
  checkpoint,
  timeZone,
}: {
  checkpoint: SignalPerformance['checkpoint'];
  timeZone: string;
}) {
  return (
    <Stack spacing={1.5} data-testid="log-checkpoint">
      <Typography variant="body2">
        Every signal enters a public transparency log (RFC 9162 Merkle tree) when it is published, as a salted
        commitment that reveals nothing until the signal ends, then as a reveal with its settlement. The log is signed
        (Ed25519, C2SP signed notes) and can only grow: a rewritten, reordered, backdated or dropped entry fails the
        checks. This browser keeps the newest checkpoint it saw and checks the next one against it.
      </Typography>
      <Typography variant="body2" color="textSecondary">
        The log’s key, to keep:
      </Typography>
      <Box component="code" sx={code} data-testid="log-key">
        {checkpoint.verifierKey}
      </Box>
      <Typography variant="body2" color="textSecondary">
        The newest checkpoint, signed {formatDateTime(checkpoint.signedAt, { timeZone })} (
        {plural(checkpoint.treeSize, 'entry', 'entries')}):
      </Typography>
      <Box component="pre" sx={{ ...code, m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' }}>
        {checkpoint.note}
      </Box>
      <Typography variant="body2" color="textSecondary">
        Everything is public: <code>/api/ledger/checkpoint</code>, <code>/api/ledger/entries</code>,{' '}
        <code>/api/ledger/proof/inclusion</code> and <code>/api/ledger/proof/consistency</code>. The verifier (a short
        Node script in our documentation, or <code>npm run verify-ledger</code>) checks every entry, signature and
        proof, and rebuilds every figure on this page from the log alone.
      </Typography>
    </Stack>
  );
}
