import { Typography, type TypographyProps } from '@mui/material';
import { confidenceTone, formatConfidence } from '../../lib/signals';

const COLOURS = { success: 'success.main', primary: 'primary.main', muted: 'text.secondary' } as const;

/** Confidence as a percent, green from 0.8, primary from 0.6, muted below. */
export function ConfidenceText({ confidence, ...props }: { confidence: number } & TypographyProps) {
  return (
    <Typography component="span" sx={{ fontWeight: 700, color: COLOURS[confidenceTone(confidence)] }} {...props}>
      {formatConfidence(confidence)}
    </Typography>
  );
}
