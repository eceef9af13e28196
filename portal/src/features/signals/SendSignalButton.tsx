import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Tooltip } from '@mui/material';
import { useSnackbar } from '../../app/toasts';
import { signalClipboardText, type SignalView } from '../../lib/signals';

/**
 * Copies the signal for pasting into a trading terminal. Its tooltip (100 ms delay) shows the
 * engine's reasoning after 'AI Analysis:'.
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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signalClipboardText(signal));
      enqueueSnackbar(`Copied! - ${signal.symbol} ${signal.type} signal copied to clipboard`, { variant: 'success' });
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
      placement="left"
      title={
        <Box sx={{ p: 0.5, maxWidth: 320 }}>
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
