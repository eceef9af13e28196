import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { logout } from '../../api/client';
import { ColorModeToggle } from '../../features/layout/ColorModeToggle';
import { BackButton } from '../../features/navigation/BackButton';
import { StickyAppBar } from '../../features/layout/StickyAppBar';

/** /app's header: Profile, AI Signals (generate, then reload), Manage Plan, Logout. */
export function SignalsAppHeader({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  return (
    <StickyAppBar>
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
    </StickyAppBar>
  );
}
