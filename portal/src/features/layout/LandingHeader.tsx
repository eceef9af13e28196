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
            // On a phone a small button with no 64 px minimum: the row then fits Login and Get Started.
            // Sized by CSS, not by a media query in script, so the page pre-rendered at build fits too.
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              [theme.breakpoints.down('sm')]: {
                minWidth: 0,
                fontSize: theme.typography.pxToRem(13),
                padding: link.primary ? '4px 10px' : '4px 5px',
              },
            }}
          >
            {link.label}
          </Button>
        ))
      )}
    </StickyAppBar>
  );
}
