import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { logout } from '../../api/client';
import { useSession } from '../../api/session';
import { BrandLink } from './BrandLink';
import { ColorModeToggle } from './ColorModeToggle';
import type { HeaderLink } from './header-link';
import { HeaderMenuButton } from './HeaderMenuButton';
import { StickyAppBar } from './StickyAppBar';

/** The landing header in its three variants: guest, trader and staff (spec section 2; support gets the admin's). */
function linksFor(role: string | undefined): HeaderLink[] {
  const signOut = { label: 'Logout', onClick: () => void logout() };
  if (!role)
    return [
      { label: 'Login', to: '/login' },
      { label: 'Get Started', to: '/signup', primary: true },
    ];
  if (role === 'admin' || role === 'support')
    return [
      { label: role === 'admin' ? 'Admin Dashboard' : 'Support Portal', to: '/admin', primary: true },
      { label: 'Profile', to: '/profile' },
      { label: 'Dashboard', to: '/dashboard' },
      signOut,
    ];
  return [
    { label: 'Profile', to: '/profile' },
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Signals', to: '/app', primary: true },
    signOut,
  ];
}

export function LandingHeader() {
  const session = useSession();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const links = linksFor(session?.user.role);

  return (
    <StickyAppBar>
      <BrandLink />
      <Box sx={{ flexGrow: 1 }} />
      <ColorModeToggle />
      {compact && session ? (
        <HeaderMenuButton links={links} />
      ) : (
        links.map((link) => (
          <Button
            key={link.label}
            {...(link.to ? { component: RouterLink, to: link.to } : { onClick: link.onClick })}
            variant={link.primary ? 'contained' : 'text'}
            color={link.primary ? 'primary' : 'inherit'}
            size={compact ? 'small' : 'medium'}
            // On a phone a short label needs no 64 px minimum: the row then fits Login and Get Started.
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: compact ? 0 : undefined }}
          >
            {link.label}
          </Button>
        ))
      )}
    </StickyAppBar>
  );
}
