import { Alert, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { AuditLog } from '../audit/AuditLog';
import { noun, plural } from '#domain/plural';

/** How many staff accounts the requirement sends to the set-up (or already holds back). */
function StaffWithoutTwoFactor() {
  const record = useRecordContext<{ id: string; requireStaffTwoFactor: boolean; staffWithoutTwoFactor: number }>();
  if (!record) return null;
  const count = record.staffWithoutTwoFactor;
  if (count === 0) return <Alert severity="success">Every admin and support account has two-factor sign-in on.</Alert>;
  const accounts = `${plural(count, 'admin or support account', 'admin and support accounts')} ${noun(count, 'has', 'have')}`;
  return (
    <Alert severity={record.requireStaffTwoFactor ? 'warning' : 'info'}>
      {accounts} no two-factor sign-in yet.{' '}
      {record.requireStaffTwoFactor
        ? 'They cannot use the admin portal until they set it up; the portal leads them there when they sign in.'
        : 'With the requirement on, they are sent to set it up when they sign in, and the admin portal refuses them until they have.'}
    </Alert>
  );
}

/**
 * The admin's settings as one react-admin record (GET and PUT /api/admin/settings/security),
 * edited in place; every change lands in the audit log.
 */
export function SecuritySettings() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Edit
      resource="settings"
      id="security"
      title="Settings"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          notify('Settings saved', { type: 'success' });
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
        spacing={1.5}
        sx={{ maxWidth: 640 }}
      >
        <Typography variant="h6" component="h1">
          Sign-in security
        </Typography>
        <BooleanInput
          source="requireStaffTwoFactor"
          label="Require two-factor sign-in for admin and support accounts"
          helperText="Traders choose for themselves. Turning it on needs two-factor sign-in on your own account first."
        />
        <StaffWithoutTwoFactor />
        <AuditLog targetType="setting" allOfType />
      </SimpleForm>
    </Edit>
  );
}
