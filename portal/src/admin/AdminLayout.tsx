import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, Logout, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { useColorMode } from '../app/color-mode';
import { ColorModeToggle } from '../features/layout/ColorModeToggle';
import { AdminMenu } from './AdminMenu';

const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** A way back to the trader site, named for what it opens. */
function TraderViewLink() {
  return (
    <Button href="/dashboard" color="inherit" startIcon={<StorefrontIcon />} sx={{ whiteSpace: 'nowrap' }}>
      Trader view
    </Button>
  );
}

/** On a phone the way back to the trader site and the colour scheme sit in the account menu. */
function PhoneMenuItems() {
  const { mode, toggle } = useColorMode();
  const userMenu = useUserMenu();
  return (
    <>
      <MenuItem component="a" href="/dashboard">
        <ListItemIcon>
          <StorefrontIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Trader view</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          toggle();
          userMenu?.onClose();
        }}
      >
        <ListItemIcon>
          {mode === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}</ListItemText>
      </MenuItem>
    </>
  );
}

/**
 * The account menu, named with the name it shows (so a screen reader says what a sighted person
 * reads on the button): sign out, and on a phone the trader view and the scheme too.
 */
function AccountMenu({ phone }: { phone: boolean }) {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}: account menu` : 'Account menu'}>
      {phone && <PhoneMenuItems />}
      <Logout />
    </UserMenu>
  );
}

/**
 * The trader site's header look (paper, divider) instead of react-admin's coloured bar, and the
 * same colour-scheme toggle. On a phone the bar keeps only the menu, the page title, reload and
 * the account menu (which then also holds the trader view and the scheme), so a title such as
 * "Plan Management" is never cut by icons. Defined once: an inline component would remount on
 * every render and lose the page title react-admin portals into it.
 */
function AdminAppBar() {
  const phone = usePhone();
  return (
    <AppBar
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      toolbar={
        <>
          {!phone && <TraderViewLink />}
          {!phone && <ColorModeToggle />}
          <LoadingIndicator />
        </>
      }
      userMenu={<AccountMenu phone={phone} />}
    />
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
