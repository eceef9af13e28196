import { Tooltip, Typography, type TypographyProps } from '@mui/material';
import { confidenceMeaning, confidenceTone, formatConfidence, type SignalView } from '../../lib/signals';

const COLOURS = { success: 'success.main', primary: 'primary.main', muted: 'text.secondary' } as const;

/**
 * Confidence as a percent: the measured share of signals like this that ended in profit after
 * costs, said in full on hover, focus and to screen readers. Green only for a band that beat
 * chance; muted where the model cannot order its signals.
 */
export function ConfidenceText({
  signal,
  ...props
}: { signal: Pick<SignalView, 'confidence' | 'expectation' | 'highlighted'> } & TypographyProps) {
  const meaning = confidenceMeaning(signal);
  return (
    <Tooltip title={meaning} describeChild>
      <Typography
        component="span"
        tabIndex={0}
        aria-label={meaning}
        sx={{ fontWeight: 700, color: COLOURS[confidenceTone(signal)] }}
        {...props}
      >
        {formatConfidence(signal.confidence)}
      </Typography>
    </Tooltip>
  );
}
