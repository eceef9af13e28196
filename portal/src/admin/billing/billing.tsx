import ReceiptIcon from '@mui/icons-material/Receipt';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateInput,
  EmailField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  type RaRecord,
} from 'react-admin';
import { ReaderDateField } from '../ReaderDateField';
import { Clipped } from '../Clipped';
import { ExportActions } from '../CsvExportButton';
import { useIsPhone } from '../useIsPhone';
import { PlanNameField, planText } from '../plans/PlanName';

const STATUS_CHOICES = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
  'superseded',
  'cancelled',
].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} label="Status" />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="To" />,
];

/**
 * A superseded or cancelled invoice that was paid anyway says so; money for an account deleted
 * meanwhile bought nothing and says that support refunds it.
 */
export const statusText = (payment: RaRecord) => {
  if (payment.refundDueAt) return `${payment.status} (refund due: account deleted)`;
  if (payment.supersededAt && payment.status !== 'superseded') return `${payment.status} (after superseded)`;
  if (payment.cancelledAt && payment.status !== 'cancelled') return `${payment.status} (after cancelled)`;
  return payment.status;
};

export const money = (payment: RaRecord) => `${Number(payment.amount).toFixed(2)} ${payment.currency}`;

function BillingList() {
  const isPhone = useIsPhone();
  // What was paid in coin and the provider's ID are on each payment's page; the table shows them when there is room.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Billing"
      empty={false}
      actions={<ExportActions />}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(payment: RaRecord) => `${money(payment)} · ${planText(payment)}`}
          secondaryText={(payment: RaRecord) => payment.userEmail}
          tertiaryText={statusText}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField
            label="User"
            sortable={false}
            render={(payment: RaRecord) => <Clipped text={payment.userEmail} />}
          />
          <PlanNameField source="plan" label="Plan" sortable={false} />
          <TextField source="billingCycle" label="Cycle" sortable={false} />
          <FunctionField
            label="Amount"
            sortBy="priceAmount"
            render={(payment: RaRecord) => <span style={{ whiteSpace: 'nowrap' }}>{money(payment)}</span>}
          />
          {wide && (
            <FunctionField
              label="Paid with"
              sortable={false}
              render={(payment: RaRecord) =>
                payment.payAmount ? `${payment.payAmount} ${String(payment.payCurrency).toUpperCase()}` : '—'
              }
            />
          )}
          <FunctionField label="Status" sortBy="status" render={statusText} />
          {wide && <TextField source="providerPaymentId" label="Provider ID" sortable={false} emptyText="—" />}
          <ReaderDateField source="createdAt" label="Created" showTime />
          <ReaderDateField source="confirmedAt" label="Confirmed" showTime emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

function BillingShow() {
  return (
    <Show title="Payment">
      <SimpleShowLayout>
        <TextField source="id" />
        <EmailField source="userEmail" label="User" />
        <PlanNameField source="plan" label="Plan" />
        <TextField source="billingCycle" label="Cycle" />
        <NumberField source="amount" />
        <TextField source="currency" />
        <TextField source="payAmount" label="Pay amount" emptyText="—" />
        <TextField source="payCurrency" label="Pay currency" />
        <TextField source="actuallyPaid" label="Actually paid" emptyText="—" />
        <FunctionField label="Status" render={statusText} />
        <TextField source="provider" />
        <TextField source="providerPaymentId" label="Provider ID" emptyText="—" />
        <ReaderDateField source="createdAt" showTime />
        <ReaderDateField source="confirmedAt" showTime emptyText="—" />
        <ReaderDateField source="supersededAt" label="Superseded" showTime emptyText="—" />
        <ReaderDateField source="cancelledAt" label="Cancelled" showTime emptyText="—" />
        <ReaderDateField source="refundDueAt" label="Refund due" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export const billing = {
  list: BillingList,
  show: BillingShow,
  icon: ReceiptIcon,
  recordRepresentation: 'providerPaymentId',
};
