import { Box, Button, Stack } from '@mui/material';
import { NavLink } from 'react-router';
import { logout } from '../../api/client';
import { useSession } from '../../api/session';
import { BackButton } from '../navigation/BackButton';
import { ColorModeToggle } from './ColorModeToggle';
import { StickyAppBar } from './StickyAppBar';

/** Navigation of the signed-in pages: Trading Dashboard, Profile & Subscription, Admin Panel. */
export function AccountHeader() {
  const isAdmin = useSession()?.user.role === 'admin';
  const tabs = [
    { label: 'Trading Dashboard', to: '/dashboard' },
    { label: 'Profile & Subscription', to: '/profile' },
    ...(isAdmin ? [{ label: 'Admin Panel', to: '/admin' }] : []),
  ];
  return (
    <StickyAppBar>
      <BackButton />
      <Stack direction="row" spacing={0.5} component="nav" sx={{ overflowX: 'auto', flexGrow: 1 }}>
        {tabs.map((tab) => (
          <Button
            key={tab.to}
            component={NavLink}
            to={tab.to}
            color="inherit"
            sx={{ whiteSpace: 'nowrap', '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
          >
            {tab.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button href="/app" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
          Signals
        </Button>
        <ColorModeToggle />
        <Button color="inherit" onClick={() => void logout()}>
          Logout
        </Button>
      </Box>
    </StickyAppBar>
  );
}
