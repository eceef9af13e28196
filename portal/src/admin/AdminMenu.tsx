import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, usePermissions } from 'react-admin';

/** react-admin's menu (dashboard and resources), and for admins the Settings page. */
export function AdminMenu() {
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'admin' && <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />}
    </Menu>
  );
}
