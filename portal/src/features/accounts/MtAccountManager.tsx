import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { subscriptionKeys } from '../subscription/queries';

const accountsKey = ['accounts'] as const;

/** The linked MetaTrader accounts: list, add by ID (Enter submits), remove. */
export function MtAccountManager({ maxAccounts, plan }: { maxAccounts: number; plan: string }) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [mtId, setMtId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const accounts = useQuery({ queryKey: accountsKey, queryFn: api.accounts.list });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountsKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
    ]);

  const add = useMutation({
    mutationFn: api.accounts.add,
    onSuccess: async () => {
      setMtId('');
      setError(null);
      enqueueSnackbar('MT Account added successfully', { variant: 'success' });
      await refresh();
    },
    onError: (failure: Error) => {
      setError(failure.message || 'Failed to add account');
      enqueueSnackbar(failure.message || 'Failed to add account', { variant: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: api.accounts.remove,
    onSuccess: async () => {
      // A freed slot makes a limit message out of date.
      setError(null);
      enqueueSnackbar('MT Account removed successfully', { variant: 'success' });
      await refresh();
    },
    onError: () => enqueueSnackbar('Failed to remove account', { variant: 'error' }),
  });

  const count = accounts.data?.length ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = mtId.trim();
    if (!trimmed) return setError('Please enter an MT Account ID');
    if (count >= maxAccounts)
      return setError(`You've reached the maximum of ${maxAccounts} accounts for your ${plan} plan`);
    add.mutate(trimmed);
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        noValidate
        sx={{ mb: 2 }}
      >
        <TextField
          label="MT Account ID"
          value={mtId}
          onChange={(event) => setMtId(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Account'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {accounts.isPending && <Skeleton variant="rounded" height={56} />}
      {accounts.isError && <Alert severity="error">Failed to load account information</Alert>}
      {accounts.data?.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          No MetaTrader accounts linked yet. Add your MetaTrader login above.
        </Typography>
      )}
      <List dense disablePadding>
        {accounts.data?.map((account) => (
          <ListItem
            key={account.id}
            divider
            secondaryAction={
              <Tooltip title="Remove">
                <IconButton
                  edge="end"
                  aria-label={`Remove account ${account.mtId}`}
                  onClick={() => remove.mutate(account.id)}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={account.mtId}
              secondary={`Linked ${new Date(account.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
