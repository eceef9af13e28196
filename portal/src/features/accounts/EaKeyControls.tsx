import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { IssuedEaKey, MtAccount } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSnackbar } from '../../app/toasts';
import { useCopyToClipboard } from '../payment/useCopyToClipboard';
import { accountsKey } from './queries';

type Confirming = 'reissue' | 'revoke' | null;

/** Issue, re-issue or revoke the key the account's Expert Advisor signs in with; a new key is shown once. */
export function EaKeyControls({ account }: { account: MtAccount }) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [issued, setIssued] = useState<IssuedEaKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKey, exact: true });
  // One click, one key: a second click while the first is on its way is ignored. The button's
  // disabled state comes a render too late for a double click.
  const underWay = useRef(false);
  const once = (action: () => Promise<unknown>) => () => {
    if (underWay.current) return;
    underWay.current = true;
    // A failure is shown by the mutation's onError.
    void action()
      .catch(() => undefined)
      .finally(() => {
        underWay.current = false;
      });
  };
  const issue = useMutation({
    // The key this page shows is the one replaced: a key changed elsewhere meanwhile is refused (409).
    mutationFn: () => api.accounts.issueKey(account.id, account.key?.prefix ?? null),
    onSuccess: async (answer) => {
      setConfirming(null);
      setFailure(null);
      setIssued(answer);
      await refresh();
    },
    onError: async (error: Error) => {
      setConfirming(null);
      setFailure(error.message);
      // Whatever changed the key meanwhile, the row shows the key now in force.
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.accounts.revokeKey(account.id),
    onSuccess: (revoked) => {
      setConfirming(null);
      setFailure(null);
      queryClient.setQueryData<MtAccount[]>(accountsKey, (accounts) =>
        accounts?.map((each) => (each.id === revoked.id ? revoked : each)),
      );
      enqueueSnackbar('Key revoked: the Expert Advisor can no longer connect with it', { variant: 'success' });
    },
    onError: (error: Error) => {
      setConfirming(null);
      setFailure(error.message);
    },
  });

  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        The Expert Advisor in your MetaTrader 5 terminal signs in with this key to receive this account&apos;s signals
        and report its trades.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {account.key ? (
          <>
            <Button variant="outlined" onClick={() => setConfirming('reissue')} disabled={issue.isPending}>
              Re-issue Key
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming('revoke')}
              disabled={revoke.isPending}
            >
              Revoke Key
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={once(() => issue.mutateAsync())} disabled={issue.isPending}>
            {issue.isPending ? 'Issuing...' : 'Issue Key'}
          </Button>
        )}
      </Stack>
      <ConfirmKeyDialog
        open={confirming === 'reissue'}
        title={`Re-issue the key of account ${account.mtId}?`}
        text="The EA using the current key stops at once. Put the new key in its settings to carry on."
        keepLabel="Keep Current Key"
        actLabel={issue.isPending ? 'Issuing...' : 'Re-issue Key'}
        busy={issue.isPending}
        onKeep={() => setConfirming(null)}
        onAct={once(() => issue.mutateAsync())}
      />
      <ConfirmKeyDialog
        open={confirming === 'revoke'}
        title={`Revoke the key of account ${account.mtId}?`}
        text="The EA using this key stops at once: it receives no signals and reports nothing until you issue a new key."
        keepLabel="Keep Key"
        actLabel={revoke.isPending ? 'Revoking...' : 'Revoke Key'}
        busy={revoke.isPending}
        onKeep={() => setConfirming(null)}
        onAct={once(() => revoke.mutateAsync())}
      />
      {issued && <IssuedKeyDialog mtId={account.mtId} issued={issued} onClose={() => setIssued(null)} />}
    </Box>
  );
}

/** Asks before a key stops working; the safe choice is the default. */
export function ConfirmKeyDialog({
  open,
  title,
  text,
  keepLabel,
  actLabel,
  busy,
  onKeep,
  onAct,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  actLabel: string;
  busy: boolean;
  onKeep(): void;
  onAct(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus, so Enter does not stop an EA by accident. */}
        <Button onClick={onKeep} autoFocus>
          {keepLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onAct} disabled={busy}>
          {actLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The new key, this once: it is stored only as a hash and cannot be shown again. */
function IssuedKeyDialog({ mtId, issued, onClose }: { mtId: string; issued: IssuedEaKey; onClose(): void }) {
  const titleId = useId();
  const { copy, copied } = useCopyToClipboard();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Expert Advisor key for account {mtId}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now: it will not be shown again. If you lose it, issue a new one.
        </Alert>
        <TextField
          autoFocus
          fullWidth
          multiline
          label="EA key"
          value={issued.key}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              'data-testid': 'issued-ea-key',
              // All of it in view on a phone too: the key wraps rather than scrolling out of the field.
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' },
            },
          }}
        />
        <DialogContentText sx={{ mt: 2 }}>
          Paste it into the AccountKey input of the SignalDesk Expert Advisor in MetaTrader 5 (download it from this
          account&apos;s page).
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy('ea-key', issued.key, 'Key')}>
          {copied === 'ea-key' ? 'Copied!' : 'Copy Key'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
