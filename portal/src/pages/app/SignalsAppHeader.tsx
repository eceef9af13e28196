import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { AppBar, Box, Button, CircularProgress, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { logout } from '../../api/client';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { BackButton } from '../../features/navigation/BackButton';

/** /app's header: Profile, AI Signals (generate, then reload), Manage Plan, Logout. */
export function SignalsAppHeader({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{ backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <BackButton />
        <Box sx={{ flexGrow: 1 }} />
        <Box component="nav" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/profile" color="inherit">
            Profile
          </Button>
          <Button
            variant="contained"
            onClick={onGenerate}
            disabled={generating}
            startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            AI Signals
          </Button>
          <Button component={RouterLink} to="/subscription" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
            Manage Plan
          </Button>
          <ColorModeToggle />
          <Button color="inherit" onClick={() => void logout()}>
            Logout
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
