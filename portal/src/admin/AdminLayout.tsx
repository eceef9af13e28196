import HomeIcon from '@mui/icons-material/Home';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';

/** The user menu adds a way back to the trader site. */
function AdminUserMenu() {
  return (
    <UserMenu>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Back to SignalDesk</ListItemText>
      </MenuItem>
      <Logout />
    </UserMenu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={() => <AppBar userMenu={<AdminUserMenu />} />}>{children}</Layout>;
}
