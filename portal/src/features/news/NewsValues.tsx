import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Chip, Typography, type Theme } from '@mui/material';
import { normaliseImpact, surpriseDirection } from '../../lib/news';

const IMPACT_LABEL = { high: 'High', medium: 'Medium', low: 'Low', holiday: 'Holiday' } as const;
const IMPACT_COLOR = { high: 'error', medium: 'warning', low: 'default', holiday: 'info' } as const;
type ImpactColor = (typeof IMPACT_COLOR)[keyof typeof IMPACT_COLOR];

/**
 * An outlined chip's text and border in its colour, readable: on the light theme's white, amber and
 * blue reach 4.5:1 only in their dark shade.
 */
export function readableOutline(color: ImpactColor) {
  return (theme: Theme) =>
    theme.palette.mode === 'light' && (color === 'warning' || color === 'info')
      ? { color: theme.palette[color].dark, borderColor: theme.palette[color].dark }
      : {};
}

/** High, Medium, Low or Holiday, coloured by weight. */
export function ImpactChip({ impact }: { impact: string }) {
  const level = normaliseImpact(impact);
  const color = IMPACT_COLOR[level];
  return <Chip size="small" label={IMPACT_LABEL[level]} color={color} variant="outlined" sx={readableOutline(color)} />;
}

/** A calendar figure; a dash when the source gives none. */
export function Figure({ value }: { value: string | null }) {
  return <>{value ? value : '—'}</>;
}

/** The surprise text with an up arrow above zero and a down arrow below (spec section 2). */
export function Surprise({ text, value }: { text: string | null; value: number | null }) {
  const direction = surpriseDirection(value);
  if (!text) return <>—</>;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary',
      }}
    >
      {direction === 'up' && <ArrowUpwardIcon fontSize="inherit" titleAccess="Above forecast" />}
      {direction === 'down' && <ArrowDownwardIcon fontSize="inherit" titleAccess="Below forecast" />}
      <Typography component="span" variant="body2" color="inherit">
        {text}
      </Typography>
    </Box>
  );
}
