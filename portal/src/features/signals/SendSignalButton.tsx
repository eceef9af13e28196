import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useSnackbar } from '../../app/toasts';
import { signalClipboardText, type SignalView } from '../../lib/signals';

/**
 * 'Send Signal' (the spec's label) copies the signal for pasting into a trading terminal or a chat,
 * and its message says so. Its tooltip (100 ms delay) shows the engine's reasoning after 'AI
 * Analysis:': beside the button on a wide screen, above it on a phone, where the left has no room.
 */
export function SendSignalButton({
  signal,
  label,
  fullWidth,
}: {
  signal: SignalView;
  label: string;
  fullWidth?: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signalClipboardText(signal));
      enqueueSnackbar(`Copied: paste the ${signal.symbol} ${signal.type} signal into your terminal or chat`, {
        variant: 'success',
      });
    } catch {
      enqueueSnackbar('Copy failed - Unable to copy to clipboard', { variant: 'error' });
    }
  };
  const button = (
    <Button
      variant="contained"
      size="small"
      color={signal.type === 'BUY' ? 'success' : 'error'}
      startIcon={<SendIcon fontSize="small" />}
      onClick={() => void copy()}
      fullWidth={fullWidth}
      aria-label={`${label} ${signal.symbol} ${signal.type}`}
    >
      {label}
    </Button>
  );
  if (!signal.reasoning) return button;
  return (
    <Tooltip
      enterDelay={100}
      describeChild
      arrow
      placement={phone ? 'top' : 'left'}
      slotProps={{ popper: { modifiers: [{ name: 'preventOverflow', options: { padding: 8 } }] } }}
      title={
        <Box sx={{ p: 0.5, maxWidth: 'min(320px, calc(100vw - 32px))' }}>
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
            AI Analysis:
          </Box>
          {signal.reasoning}
        </Box>
      }
    >
      {button}
    </Tooltip>
  );
}
