import PeopleIcon from '@mui/icons-material/People';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { ReaderDateField } from '../ReaderDateField';
import { AuditLog } from '../audit/AuditLog';
import { Clipped } from '../Clipped';
import { ExportActions } from '../CsvExportButton';
import { useIsPhone } from '../useIsPhone';
import { PlanNameField, planText } from '../plans/PlanName';
import { UserDetails } from './UserDetails';

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

const fullName = (user: RaRecord) => [user.firstName, user.lastName].filter(Boolean).join(' ');
const roleName = (role: string) => ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by email" />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} label="Role" />,
  <SelectInput key="status" source="subscriptionStatus" choices={STATUS_CHOICES} label="Subscription" />,
];

function UserList() {
  const { permissions } = usePermissions();
  const isPhone = useIsPhone();
  const rowClick = permissions === 'admin' ? 'edit' : 'show';
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Users"
      actions={<ExportActions />}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(user: RaRecord) => fullName(user) || user.email}
          secondaryText={(user: RaRecord) =>
            `${roleName(user.role)} · ${planText(user) ?? 'No plan'} · ${user.subscriptionStatus ?? 'None'}`
          }
          tertiaryText={(user: RaRecord) => (fullName(user) ? user.email : '')}
          linkType={rowClick}
        />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField label="Email" sortBy="email" render={(user: RaRecord) => <Clipped text={user.email} />} />
          <FunctionField
            label="Name"
            sortable={false}
            render={(user: RaRecord) => <Clipped text={fullName(user) || '—'} width={180} />}
          />
          <SelectField source="role" choices={ROLE_CHOICES} />
          <PlanNameField source="plan" label="Plan" sortable={false} />
          <TextField source="subscriptionStatus" label="Subscription" emptyText="None" sortable={false} />
          <BooleanField source="disabled" sortable={false} />
          <ReaderDateField source="createdAt" label="Joined" />
        </Datagrid>
      )}
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
      component="div"
      // Stay on the user and reload everything, the change history included.
      mutationOptions={{
        onSuccess: () => {
          notify('User updated', { type: 'success' });
          refresh();
        },
      }}
    >
      <Stack spacing={2}>
        <Card>
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
            // Room between fields, so a helper text never runs into the next field's raised label.
            spacing={1.5}
            sx={{ maxWidth: 560 }}
          >
            <TextInput source="email" readOnly fullWidth helperText="Email cannot be changed here" />
            <TextInput source="firstName" label="First name" fullWidth />
            <TextInput source="lastName" label="Last name" fullWidth />
            <RoleAndAccessInputs />
          </SimpleForm>
        </Card>
        <UserDetails />
        <ChangeHistory />
      </Stack>
    </Edit>
  );
}

/**
 * Role and the disabled switch, except on the admin's own account: the API refuses to demote or
 * disable oneself, so the form does not offer it and says who can.
 */
function RoleAndAccessInputs() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (record && identity && String(record.id) === String(identity.id))
    return (
      <Alert severity="info" sx={{ width: '100%' }}>
        This is your own account: it stays an admin account and enabled. Another admin can change its role or disable
        it.
      </Alert>
    );
  return (
    <>
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} fullWidth />
      <BooleanInput source="disabled" label="Disabled (cannot sign in)" />
    </>
  );
}

function ChangeHistory() {
  return (
    <Card variant="outlined">
      {/* The log's heading brings its own space above. */}
      <CardContent sx={{ pt: 0 }}>
        <AuditLog targetType="user" />
      </CardContent>
    </Card>
  );
}

/**
 * The user's page, read-only: what support opens (at /users/:id as well as /users/:id/show) to
 * help a trader, and what an admin sees below the form.
 */
function UserShow() {
  const { permissions } = usePermissions();
  return (
    <Show
      title="User"
      component="div"
      actions={
        permissions === 'admin' ? (
          <TopToolbar>
            <EditButton />
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <Stack spacing={2}>
        <Card>
          <SimpleShowLayout>
            <TextField source="email" />
            <TextField source="firstName" label="First name" emptyText="Not set" />
            <TextField source="lastName" label="Last name" emptyText="Not set" />
            <TextField source="phone" emptyText="—" />
            <SelectField source="role" choices={ROLE_CHOICES} />
            <BooleanField source="disabled" label="Disabled (cannot sign in)" />
            <ReaderDateField source="createdAt" label="Joined" />
          </SimpleShowLayout>
        </Card>
        <UserDetails />
        <ChangeHistory />
      </Stack>
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
