import HistoryIcon from '@mui/icons-material/History';
import SellIcon from '@mui/icons-material/Sell';
import { Button, Card, CardContent, Typography, type ThemeOptions } from '@mui/material';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, Title } from 'react-admin';
import { Route, Link as RouterLink } from 'react-router';
import { useColorMode } from '../app/color-mode';
import { themeOptions, type ColorMode } from '../app/theme';
import { AuditList } from './audit/AuditList';
import { authProvider } from './authProvider';
import { billing } from './billing/billing';
import { AdminLayout } from './AdminLayout';
import { AdminDashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { PlanManagement } from './plans/PlanManagement';
import { SecuritySettings } from './settings/SecuritySettings';
import { subscriptions } from './subscriptions/subscriptions';
import { users } from './users/users';

/** A page the role may not open (support on Plans, say), or no page at all: say so and offer the menu. */
function NotForYourRole() {
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Not available" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          This page is not available to you
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          It does not exist, or it is for admins only. The menu lists what your role can open.
        </Typography>
        <Button component={RouterLink} to="/admin" variant="outlined">
          Go to the dashboard
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The trader site's theme, with one change for the admin's forms: the note under a field that
 * cannot change (an email, a plan's type) says why, so it is read in the page's muted colour, not
 * the faint grey of a disabled field.
 */
function adminTheme(mode: ColorMode): ThemeOptions {
  const options = themeOptions(mode);
  return {
    ...options,
    components: {
      ...options.components,
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
  };
}

/**
 * The admin and support portal, mounted under /admin and loaded only when visited. The menu
 * shows what the role may use: support reads users, billing and the audit log; admins have
 * everything, and the Settings page. The theme is the trader site's, in the scheme the site is showing.
 */
export function AdminApp() {
  const { mode } = useColorMode();
  const theme = useMemo(() => adminTheme(mode), [mode]);
  return (
    <Admin
      basename="/admin"
      title="SignalDesk Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={AdminDashboard}
      layout={AdminLayout}
      theme={theme}
      requireAuth
      disableTelemetry
      catchAll={NotForYourRole}
    >
      {(permissions: string) => [
        permissions === 'admin' ? (
          <Resource key="plans" name="plans" options={{ label: 'Plans' }} list={PlanManagement} icon={SellIcon} />
        ) : null,
        // Support reads a user at /users/:id too, where an admin edits: the read-only page, never the form.
        <Resource key="users" name="users" {...(permissions === 'admin' ? users : { ...users, edit: users.show })} />,
        <Resource key="payments" name="payments" options={{ label: 'Billing' }} {...billing} />,
        permissions === 'admin' ? <Resource key="subscriptions" name="subscriptions" {...subscriptions} /> : null,
        <Resource key="audit" name="audit" options={{ label: 'Audit log' }} list={AuditList} icon={HistoryIcon} />,
        permissions === 'admin' ? (
          <CustomRoutes key="settings">
            <Route path="/settings" element={<SecuritySettings />} />
          </CustomRoutes>
        ) : null,
      ]}
    </Admin>
  );
}
