import SellIcon from '@mui/icons-material/Sell';
import { Admin, Resource } from 'react-admin';
import { themeOptions } from '../app/theme';
import { authProvider } from './authProvider';
import { billing } from './billing/billing';
import { AdminLayout } from './AdminLayout';
import { AdminDashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { PlanManagement } from './plans/PlanManagement';
import { subscriptions } from './subscriptions/subscriptions';
import { users } from './users/users';

/**
 * The admin and support portal, mounted under /admin and loaded only when visited. The menu
 * shows what the role may use: support reads users and billing; admins have everything.
 */
export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="SignalDesk Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={AdminDashboard}
      layout={AdminLayout}
      theme={themeOptions('light')}
      darkTheme={themeOptions('dark')}
      defaultTheme="dark"
      requireAuth
      disableTelemetry
    >
      {(permissions: string) => [
        permissions === 'admin' ? (
          <Resource key="plans" name="plans" options={{ label: 'Plans' }} list={PlanManagement} icon={SellIcon} />
        ) : null,
        <Resource key="users" name="users" {...(permissions === 'admin' ? users : { ...users, edit: undefined })} />,
        <Resource key="payments" name="payments" options={{ label: 'Billing' }} {...billing} />,
        permissions === 'admin' ? <Resource key="subscriptions" name="subscriptions" {...subscriptions} /> : null,
        <Resource key="audit" name="audit" />,
      ]}
    </Admin>
  );
}
