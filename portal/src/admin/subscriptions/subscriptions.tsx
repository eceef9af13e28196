import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput
    key="status"
    source="status"
    choices={['PENDING', 'ACTIVE', 'CANCELLED', 'EXPIRED'].map((id) => ({ id, name: id }))}
  />,
  <SelectInput
    key="plan"
    source="plan"
    choices={['BASIC', 'PRO', 'ENTERPRISE', 'CUSTOM', 'TRIAL'].map((id) => ({ id, name: id }))}
  />,
];

/** 'Extend by N days' and 'Cancel', for admins. */
function SubscriptionActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [extending, setExtending] = useState(false);
  const [days, setDays] = useState('30');
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'The change could not be saved', { type: 'error' });
    } finally {
      setBusy(false);
      setExtending(false);
      setCancelling(false);
    }
  };
  const validDays = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 3650;

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => setExtending(true)}>
        Extend
      </Button>
      <Button size="small" color="error" disabled={record.status !== 'ACTIVE'} onClick={() => setCancelling(true)}>
        Cancel
      </Button>
      <Dialog open={extending} onClose={() => setExtending(false)}>
        <DialogTitle>Extend {record.userEmail}'s subscription</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            label="Days"
            type="number"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={!validDays}
            helperText={
              validDays
                ? 'Added to the current expiry; a lapsed subscription runs from today'
                : 'A whole number from 1 to 3650'
            }
            slotProps={{ htmlInput: { min: 1, max: 3650 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExtending(false)}>Close</Button>
          <Button
            variant="contained"
            disabled={!validDays || busy}
            onClick={() =>
              run(() => dataProvider.extendSubscription(Number(record.id), Number(days)), `Extended by ${days} days`)
            }
          >
            Extend by {validDays ? days : 'N'} days
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={cancelling}
        loading={busy}
        title="Cancel subscription"
        content="The trader keeps access until the end of the paid period; it will not renew."
        onConfirm={() => run(() => dataProvider.cancelSubscription(Number(record.id)), 'Subscription cancelled')}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

function SubscriptionList() {
  const { permissions } = usePermissions();
  return (
    <List
      filters={filters}
      sort={{ field: 'expiresAt', order: 'ASC' }}
      perPage={25}
      title="Subscriptions"
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="userEmail" label="User" sortable={false} />
        <TextField source="plan" sortBy="planType" />
        <TextField source="status" />
        <TextField source="billingCycle" label="Cycle" sortable={false} emptyText="—" />
        <DateField source="expiresAt" label="Expires" emptyText="—" />
        <FunctionField
          label="Days left"
          sortable={false}
          render={(subscription: RaRecord) => subscription.daysRemaining}
        />
        {permissions === 'admin' && <SubscriptionActions />}
      </Datagrid>
    </List>
  );
}

export const subscriptions = { list: SubscriptionList, icon: EventRepeatIcon, recordRepresentation: 'userEmail' };
