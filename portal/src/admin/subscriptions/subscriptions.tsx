import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { AuditLog } from '../audit/AuditLog';
import { ReaderDateField } from '../ReaderDateField';
import { ExportActions } from '../CsvExportButton';
import { Clipped } from '../Clipped';
import type { AdminDataProvider } from '../dataProvider';
import { useIsPhone } from '../useIsPhone';
import { PlanFilterInput, PlanNameField, planLabel, planText } from '../plans/PlanName';
import { plural } from '#domain/plural';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput
    key="status"
    source="status"
    choices={['PENDING', 'ACTIVE', 'CANCELLED', 'EXPIRED'].map((id) => ({ id, name: id }))}
  />,
  <PlanFilterInput key="plan" source="plan" />,
];

/** "Professional monthly from Apr 1, 2027 (paid)", or nothing when no change is scheduled. */
function useScheduledChangeText(): (subscription: RaRecord) => string | null {
  const dates = useReaderDates();
  return (subscription) =>
    subscription.scheduledPlan
      ? `${planLabel(subscription.scheduledPlanName, subscription.scheduledPlan)} ${subscription.scheduledBillingCycle} from ${dates.date(subscription.scheduledAt)}${subscription.scheduledChangePaid ? ' (paid)' : ''}`
      : null;
}

/** The label is read by the Datagrid and the show layout. */
function ScheduledChangeField(_: { label: string }) {
  const record = useRecordContext();
  const text = useScheduledChangeText();
  return (
    <Typography component="span" variant="body2">
      {(record && text(record)) ?? '—'}
    </Typography>
  );
}

/** 'Extend' and, while it is active, 'Cancel', for admins; stacked on a phone. */
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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => setExtending(true)}>
        Extend
      </Button>
      {/* Only an active subscription can be cancelled; a cancelled or lapsed one has nothing to cancel. */}
      {record.status === 'ACTIVE' && (
        <Button size="small" color="error" onClick={() => setCancelling(true)}>
          Cancel
        </Button>
      )}
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
              run(
                () => dataProvider.extendSubscription(Number(record.id), Number(days)),
                `Extended by ${plural(Number(days), 'day')}`,
              )
            }
          >
            {validDays ? `Extend by ${days} ${days === '1' ? 'day' : 'days'}` : 'Extend'}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={cancelling}
        loading={busy}
        title={`Cancel ${record.userEmail}'s subscription?`}
        confirm="Cancel subscription"
        cancel="Keep subscription"
        confirmColor="warning"
        content="The trader keeps access until the end of the paid period; it will not renew."
        onConfirm={() => run(() => dataProvider.cancelSubscription(Number(record.id)), 'Subscription cancelled')}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

function SubscriptionList() {
  const { permissions } = usePermissions();
  const isPhone = useIsPhone();
  const scheduled = useScheduledChangeText();
  return (
    <List
      filters={filters}
      sort={{ field: 'expiresAt', order: 'ASC' }}
      perPage={25}
      title="Subscriptions"
      empty={false}
      actions={<ExportActions />}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(subscription: RaRecord) => subscription.userEmail}
          secondaryText={(subscription: RaRecord) =>
            [planText(subscription), subscription.status, scheduled(subscription) && `→ ${scheduled(subscription)}`]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(subscription: RaRecord) =>
            subscription.expiresAt ? `${plural(subscription.daysRemaining, 'day')} left` : 'No expiry'
          }
          rightIcon={permissions === 'admin' ? () => <SubscriptionActions /> : undefined}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="id" />
          <FunctionField
            label="User"
            sortable={false}
            render={(subscription: RaRecord) => <Clipped text={subscription.userEmail} />}
          />
          <PlanNameField source="plan" label="Plan" sortBy="planType" />
          <TextField source="status" />
          <TextField source="billingCycle" label="Cycle" sortable={false} emptyText="—" />
          <ReaderDateField source="expiresAt" label="Expires" emptyText="—" />
          <FunctionField
            label="Days left"
            sortable={false}
            render={(subscription: RaRecord) => subscription.daysRemaining}
          />
          <ScheduledChangeField label="Scheduled change" />
          {permissions === 'admin' && <SubscriptionActions />}
        </Datagrid>
      )}
    </List>
  );
}

/** One subscription: its state, the change waiting for its period's end, and every change made to it. */
function SubscriptionShow() {
  const { permissions } = usePermissions();
  return (
    <Show title="Subscription" actions={false}>
      <SimpleShowLayout>
        <TextField source="userEmail" label="User" />
        <PlanNameField source="plan" label="Plan" />
        <TextField source="status" />
        <TextField source="billingCycle" label="Cycle" emptyText="—" />
        <ReaderDateField source="startedAt" label="Started" emptyText="—" />
        <ReaderDateField source="expiresAt" label="Expires" emptyText="—" />
        <FunctionField label="Days left" render={(subscription: RaRecord) => subscription.daysRemaining} />
        <FunctionField
          label="Amount paid"
          render={(subscription: RaRecord) =>
            subscription.amountPaid === null
              ? '—'
              : `${subscription.amountPaid.toFixed(2)} ${subscription.currencyPaid}`
          }
        />
        <ScheduledChangeField label="Scheduled change" />
        {permissions === 'admin' && <SubscriptionActions />}
        <Card variant="outlined">
          <CardContent>
            <AuditLog targetType="subscription" />
          </CardContent>
        </Card>
      </SimpleShowLayout>
    </Show>
  );
}

export const subscriptions = {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: EventRepeatIcon,
  recordRepresentation: 'userEmail',
};
