import { Box, Button, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { logout } from '../../api/client';
import { useSession } from '../../api/session';
import { BackButton } from '../navigation/BackButton';
import { BrandLink } from './BrandLink';
import { ColorModeToggle } from './ColorModeToggle';
import type { HeaderLink } from './header-link';
import { HeaderMenuButton } from './HeaderMenuButton';
import { StickyAppBar } from './StickyAppBar';

// Below this width the links go into the menu, so that the header stays one row.
const WIDE = 'lg';

/**
 * The signed-in trader's pages, named the same on every page (the dashboard keeps "Trading
 * Dashboard" as its heading): a link that changed its name from page to page read as another page.
 */
export function traderLinks(pathname: string, role: string | undefined): HeaderLink[] {
  const staff = role === 'admin' || role === 'support';
  const links: HeaderLink[] = [
    { label: 'Dashboard', to: '/dashboard', current: pathname === '/dashboard' },
    { label: 'Signals', to: '/app', current: pathname === '/app' || pathname.startsWith('/app/') },
    { label: 'Track record', to: '/performance', current: pathname === '/performance' },
    { label: 'Profile', to: '/profile', current: pathname === '/profile' },
    { label: 'Alerts', to: '/alerts', current: pathname === '/alerts' },
    { label: 'Manage Plan', to: '/subscription', current: pathname === '/subscription' },
  ];
  if (staff) links.push({ label: role === 'admin' ? 'Admin Panel' : 'Support Portal', to: '/admin' });
  return links;
}

/**
 * The header of every signed-in trader page: Back, the logo, the pages (the current one marked),
 * then the page's own action, kept apart from the links, and Logout. One row on a phone.
 */
export function TraderHeader({ backLabel, action }: { backLabel?: string; action?: ReactNode }) {
  const { pathname } = useLocation();
  const links = traderLinks(pathname, useSession()?.user.role);
  return (
    <StickyAppBar>
      <BackButton label={backLabel} compact />
      <BrandLink />
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', [WIDE]: 'flex' }, gap: 0.5, ml: 2 }}>
        {links.map((link) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to!}
            color={link.current ? 'primary' : 'inherit'}
            aria-current={link.current ? 'page' : undefined}
            sx={{
              whiteSpace: 'nowrap',
              borderRadius: 0,
              // Underlined like the current tab of a tab bar; actions are outlined or filled buttons.
              boxShadow: link.current ? 'inset 0 -2px 0 currentColor' : 'none',
            }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {action}
      {action && <Divider orientation="vertical" flexItem sx={{ my: 1.5, display: { xs: 'none', sm: 'block' } }} />}
      <ColorModeToggle />
      <Button
        color="inherit"
        onClick={() => void logout()}
        sx={{ display: { xs: 'none', [WIDE]: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        Logout
      </Button>
      <HeaderMenuButton
        links={[...links, { label: 'Logout', onClick: () => void logout() }]}
        sx={{ display: { [WIDE]: 'none' } }}
      />
    </StickyAppBar>
  );
}
