import ReceiptIcon from '@mui/icons-material/Receipt';
import {
  Datagrid,
  DateField,
  DateInput,
  EmailField,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  type RaRecord,
} from 'react-admin';

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
].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} label="Status" />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="To" />,
];

const money = (payment: RaRecord) => `${Number(payment.amount).toFixed(2)} ${payment.currency}`;

function BillingList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Billing"
      empty={false}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="userEmail" label="User" sortable={false} />
        <TextField source="plan" sortable={false} />
        <TextField source="billingCycle" label="Cycle" sortable={false} />
        <FunctionField label="Amount" sortBy="priceAmount" render={money} />
        <FunctionField
          label="Paid with"
          sortable={false}
          render={(payment: RaRecord) =>
            payment.payAmount ? `${payment.payAmount} ${String(payment.payCurrency).toUpperCase()}` : '—'
          }
        />
        <TextField source="status" />
        <TextField source="providerPaymentId" label="Provider ID" sortable={false} emptyText="—" />
        <DateField source="createdAt" label="Created" showTime />
        <DateField source="confirmedAt" label="Confirmed" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}

function BillingShow() {
  return (
    <Show title="Payment">
      <SimpleShowLayout>
        <TextField source="id" />
        <EmailField source="userEmail" label="User" />
        <TextField source="plan" />
        <TextField source="billingCycle" label="Cycle" />
        <NumberField source="amount" />
        <TextField source="currency" />
        <TextField source="payAmount" label="Pay amount" emptyText="—" />
        <TextField source="payCurrency" label="Pay currency" />
        <TextField source="actuallyPaid" label="Actually paid" emptyText="—" />
        <TextField source="status" />
        <TextField source="provider" />
        <TextField source="providerPaymentId" label="Provider ID" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="confirmedAt" showTime emptyText="—" />
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
