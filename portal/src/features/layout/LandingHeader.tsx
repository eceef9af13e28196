import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, IconButton, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { logout } from '../../api/client';
import { useSession } from '../../api/session';
import { BrandLink } from './BrandLink';
import { ColorModeToggle } from './ColorModeToggle';
import { StickyAppBar } from './StickyAppBar';

interface HeaderLink {
  label: string;
  to?: string;
  onClick?: () => void;
  primary?: boolean;
}

/** The landing header in its three variants: guest, trader and admin (spec section 2). */
function linksFor(role: string | undefined): HeaderLink[] {
  const signOut = { label: 'Logout', onClick: () => void logout() };
  if (!role)
    return [
      { label: 'Login', to: '/login' },
      { label: 'Get Started', to: '/signup', primary: true },
    ];
  if (role === 'admin')
    return [
      { label: 'Admin Dashboard', to: '/admin', primary: true },
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
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const links = linksFor(session?.user.role);

  return (
    <StickyAppBar>
      <BrandLink />
      <Box sx={{ flexGrow: 1 }} />
      <ColorModeToggle />
      {compact && session ? (
        <>
          <IconButton aria-label="Open menu" color="inherit" onClick={(event) => setMenuAnchor(event.currentTarget)}>
            <MenuIcon />
          </IconButton>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {links.map((link) =>
              link.to ? (
                <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={() => setMenuAnchor(null)}>
                  {link.label}
                </MenuItem>
              ) : (
                <MenuItem key={link.label} onClick={link.onClick}>
                  {link.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </>
      ) : (
        links.map((link) => (
          <Button
            key={link.label}
            {...(link.to ? { component: RouterLink, to: link.to } : { onClick: link.onClick })}
            variant={link.primary ? 'contained' : 'text'}
            color={link.primary ? 'primary' : 'inherit'}
            size={compact ? 'small' : 'medium'}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {link.label}
          </Button>
        ))
      )}
    </StickyAppBar>
  );
}
