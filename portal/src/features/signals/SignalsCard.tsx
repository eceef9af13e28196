import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SignalView } from '../../lib/signals';
import { SignalCard } from './SignalCard';
import { SignalTable } from './SignalTable';

interface SignalsCardProps {
  signals: SignalView[];
  loading: boolean;
  /** Shows the refresh button when given. */
  onRefresh?: () => void;
}

/** 'AI Enhanced Signals': loading, empty or populated; a table on large screens, cards on small ones. */
export function SignalsCard({ signals, loading, onRefresh }: SignalsCardProps) {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  return (
    <Card>
      <CardHeader
        avatar={<AutoGraphIcon color="primary" />}
        title="AI Enhanced Signals"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader="Real-time AI analysis"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5, pr: 0.5 }}>
            <Chip label={`${signals.length} active signals`} size="small" color="primary" variant="outlined" />
            {onRefresh && (
              <Tooltip title="Refresh signals">
                <span>
                  <IconButton aria-label="Refresh signals" onClick={onRefresh} disabled={loading} size="small">
                    <RefreshIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </Stack>
        }
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {loading && signals.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ py: 6, justifyContent: 'center', alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography color="textSecondary">Loading signals...</Typography>
          </Stack>
        ) : signals.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              No active signals
            </Typography>
            <Typography color="textSecondary">AI is monitoring markets for opportunities</Typography>
          </Box>
        ) : large ? (
          <SignalTable signals={signals} />
        ) : (
          <Stack
            spacing={1.5}
            sx={{ maxHeight: 640, overflowY: 'auto', pr: 0.5 }}
            tabIndex={0}
            role="region"
            aria-label="Signals list"
          >
            {signals.map((signal) => (
              <SignalCard key={signal.id} signal={signal} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
