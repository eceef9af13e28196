import { Box, Typography } from '@mui/material';

/** Where the calendar's past meets its future: the line above the next release. */
export function NowMarker() {
  return (
    <Box
      data-now-marker
      role="separator"
      aria-label="Now: the next release is below"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, color: 'primary.main' }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: 0.5, whiteSpace: 'nowrap' }}>
        NOW · next release
      </Typography>
      <Box sx={{ flexGrow: 1, borderTop: 2, borderColor: 'primary.main' }} />
    </Box>
  );
}
