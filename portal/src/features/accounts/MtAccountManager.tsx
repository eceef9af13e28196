import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  List,
  ListItem,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { mtLoginError } from '#domain/mt-login';
import { type MtAccount } from '../../api/client';
import { api } from '../../api/endpoints';
import { keyStateText } from '../../lib/metatrader';
import { subscriptionKeys } from '../subscription/queries';
import { useReaderDates } from '../time-zone/useReaderDates';
import { EaStatus } from './EaStatus';
import { accountsKey, HEARTBEAT_MS } from './queries';
import { ConfirmKeyDialog } from './EaKeyControls';
import { RemoveAccountDialog } from './RemoveAccountDialog';
import { plural } from '#domain/plural';

const DIGITS_HINT = 'Digits only: the login number of your MetaTrader account';
const alreadyLinked = (mtId: string) => `MT account ${mtId} is already linked.`;

/**
 * The linked MetaTrader accounts: list (with each one's EA key and status), add by ID (Enter
 * submits), remove after a confirmation; each opens onto its key, settings and trades.
 */
export function MtAccountManager({ maxAccounts, plan }: { maxAccounts: number; plan: string }) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [mtId, setMtId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Said under the field without alarm: the login was linked already, nothing changed.
  const [notice, setNotice] = useState<string | null>(null);
  const [removal, setRemoval] = useState<{ account: MtAccount; open: boolean } | null>(null);
  const idField = useRef<HTMLInputElement>(null);
  const accounts = useQuery({
    queryKey: accountsKey,
    queryFn: api.accounts.list,
    refetchInterval: (query) => (query.state.data?.some((account) => account.key) ? HEARTBEAT_MS : false),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountsKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
    ]);

  // Errors are shown once, under the field; toasts only confirm what happened.
  const add = useMutation({
    mutationFn: api.accounts.add,
    onSuccess: async (added) => {
      setMtId('');
      setError(null);
      // The same login sent again soon after is answered with the account it linked then.
      if (accounts.data?.some((account) => account.id === added.id)) setNotice(alreadyLinked(added.mtId));
      else enqueueSnackbar('MT Account added successfully', { variant: 'success' });
      await refresh();
    },
    onError: (failure: Error) => setError(failure.message || 'Failed to add account'),
  });
  const remove = useMutation({
    mutationFn: (account: MtAccount) => api.accounts.remove(account.id),
    onSuccess: async () => {
      setRemoval((current) => current && { ...current, open: false });
      // A freed slot makes a limit message out of date.
      setError(null);
      enqueueSnackbar('MT Account removed successfully', { variant: 'success' });
      focusAfterRemoval.current = true;
      await refresh();
    },
    onError: () => {
      setRemoval((current) => current && { ...current, open: false });
      enqueueSnackbar('Failed to remove account', { variant: 'error' });
    },
  });

  const [revokingAll, setRevokingAll] = useState(false);
  const revokeAll = useMutation({
    mutationFn: api.accounts.revokeAllKeys,
    onSuccess: async (answer) => {
      setRevokingAll(false);
      enqueueSnackbar(answer.message, { variant: 'success' });
      await refresh();
    },
    onError: (failure: Error) => {
      setRevokingAll(false);
      enqueueSnackbar(failure.message || 'Failed to revoke the keys', { variant: 'error' });
    },
  });
  const keyed = accounts.data?.filter((account) => account.key).length ?? 0;
  const count = accounts.data?.length ?? 0;
  const atLimit = accounts.data !== undefined && count >= maxAccounts;
  // The removed row's button is gone: once the list shows it, the focus goes where the next ID is typed.
  const focusAfterRemoval = useRef(false);
  useEffect(() => {
    if (!focusAfterRemoval.current || atLimit) return;
    focusAfterRemoval.current = false;
    idField.current?.focus();
  }, [count, atLimit]);
  const limitReason = `You've reached the maximum of ${plural(maxAccounts, 'account')} for your ${plan} plan`;

  // What is typed is kept as typed: a login is never rewritten into another number.
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setMtId(event.target.value);
    setError(null);
    setNotice(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!mtId.trim()) return setError('Please enter an MT Account ID');
    const linked = accounts.data?.find((account) => account.mtId === mtId.trim());
    if (linked) return setNotice(alreadyLinked(linked.mtId));
    if (atLimit) return setError(limitReason);
    const problem = mtLoginError(mtId);
    if (problem) return setError(problem);
    add.mutate(mtId.trim());
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        noValidate
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="MT Account ID"
          value={mtId}
          onChange={change}
          size="small"
          disabled={atLimit}
          error={Boolean(error)}
          helperText={error ?? notice ?? DIGITS_HINT}
          inputRef={idField}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          // At the limit the hint stays readable: the field is off, not its explanation.
          sx={{ flexGrow: 1, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending || atLimit}
          aria-describedby={atLimit ? 'mt-account-limit' : undefined}
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {add.isPending ? 'Adding...' : 'Add Account'}
        </Button>
      </Stack>
      {atLimit && (
        <Alert severity="info" id="mt-account-limit" sx={{ mb: 2 }}>
          {limitReason}. Remove an account below to link another, or{' '}
          <Link component={RouterLink} to="/pricing">
            upgrade your plan
          </Link>
          .
        </Alert>
      )}
      {accounts.isPending && <Skeleton variant="rounded" height={56} />}
      {accounts.isError && <Alert severity="error">Failed to load account information</Alert>}
      {accounts.data?.length === 0 && (
        <Typography color="textSecondary" variant="body2">
          No MetaTrader accounts linked yet. Add your MetaTrader login above.
        </Typography>
      )}
      <List disablePadding>
        {accounts.data?.map((account) => (
          <AccountRow key={account.id} account={account} onRemove={() => setRemoval({ account, open: true })} />
        ))}
      </List>
      {keyed > 0 && (
        <Box sx={{ mt: 2 }}>
          <Button color="error" variant="outlined" onClick={() => setRevokingAll(true)} disabled={revokeAll.isPending}>
            Revoke All Keys
          </Button>
        </Box>
      )}
      <ConfirmKeyDialog
        open={revokingAll}
        title={keyed === 1 ? 'Revoke the key of your account?' : `Revoke the keys of all ${keyed} accounts?`}
        text="Every Expert Advisor signed in with one of these keys stops at once: it receives no signals and reports nothing until you issue a new key on its account's page. Do this if someone else may have a key."
        keepLabel="Keep Keys"
        actLabel={revokeAll.isPending ? 'Revoking...' : 'Revoke All Keys'}
        busy={revokeAll.isPending}
        onKeep={() => setRevokingAll(false)}
        onAct={() => revokeAll.mutate()}
      />
      {removal && (
        <RemoveAccountDialog
          open={removal.open}
          mtId={removal.account.mtId}
          busy={remove.isPending}
          onKeep={() => setRemoval({ ...removal, open: false })}
          onRemove={() => remove.mutate(removal.account)}
        />
      )}
    </Box>
  );
}

/** One linked account: its login, its EA key and status; its key, settings and trades are a page of their own. */
function AccountRow({ account, onRemove }: { account: MtAccount; onRemove(): void }) {
  const dates = useReaderDates();
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }} data-testid={`account-${account.mtId}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {/* The longest login (19 digits) wraps rather than pushing Manage off a phone. */}
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.mtId}</Typography>
          <Typography variant="body2" color="textSecondary">
            Linked {dates.date(account.createdAt)}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="ea-key-state">
            {keyStateText(account, dates.date)}
          </Typography>
          <EaStatus terminal={account.terminal} />
          {account.settings.paused && (
            <Typography variant="body2" color="warning" sx={{ fontWeight: 600 }} data-testid="account-paused">
              Paused: the EA opens no new trades
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={`/dashboard/accounts/${account.id}`}
            size="small"
            endIcon={<ChevronRightIcon />}
            aria-label={`Manage account ${account.mtId}: EA key, settings and trades`}
          >
            Manage
          </Button>
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove account ${account.mtId}`} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
    </ListItem>
  );
}
