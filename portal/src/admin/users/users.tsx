import PeopleIcon from '@mui/icons-material/People';
import { Card, CardContent } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  usePermissions,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { AuditLog } from '../audit/AuditLog';

const ROLE_CHOICES = [
  { id: 'user', name: 'Trader' },
  { id: 'support', name: 'Support' },
  { id: 'admin', name: 'Admin' },
];
const STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'Active' },
  { id: 'PENDING', name: 'Pending' },
  { id: 'CANCELLED', name: 'Cancelled' },
  { id: 'EXPIRED', name: 'Expired' },
  { id: 'NONE', name: 'No subscription' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} label="Role" />,
  <SelectInput key="status" source="subscriptionStatus" choices={STATUS_CHOICES} label="Subscription" />,
];

function UserList() {
  const { permissions } = usePermissions();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Users">
      <Datagrid rowClick={permissions === 'admin' ? 'edit' : 'show'} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <FunctionField
          label="Name"
          render={(user: RaRecord) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}
        />
        <TextField source="role" />
        <TextField source="plan" emptyText="—" sortable={false} />
        <TextField source="subscriptionStatus" label="Subscription" emptyText="None" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <DateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  );
}

function UserEdit() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Edit
      mutationMode="pessimistic"
      title="Edit user"
      redirect={false}
      // Stay on the user and reload everything, the change history included.
      mutationOptions={{
        onSuccess: () => {
          notify('User updated', { type: 'success' });
          refresh();
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ maxWidth: 560 }}
      >
        <TextInput source="email" disabled fullWidth helperText="Email cannot be changed here" />
        <TextInput source="firstName" label="First name" fullWidth />
        <TextInput source="lastName" label="Last name" fullWidth />
        <SelectInput source="role" choices={ROLE_CHOICES} fullWidth />
        <BooleanInput source="disabled" label="Disabled (cannot sign in)" />
        <AuditLog targetType="user" />
      </SimpleForm>
    </Edit>
  );
}

function UserShow() {
  return (
    <Show title="User">
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="firstName" emptyText="Not set" />
        <TextField source="lastName" emptyText="Not set" />
        <TextField source="phone" emptyText="—" />
        <TextField source="role" />
        <TextField source="plan" emptyText="—" />
        <TextField source="subscriptionStatus" label="Subscription" emptyText="None" />
        <DateField source="expiresAt" label="Expires" emptyText="—" />
        <BooleanField source="disabled" />
        <DateField source="createdAt" label="Joined" />
        <Card variant="outlined">
          <CardContent>
            <AuditLog targetType="user" />
          </CardContent>
        </Card>
      </SimpleShowLayout>
    </Show>
  );
}

export const users = {
  list: UserList,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
