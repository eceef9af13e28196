import { Box } from '@mui/material';

/** A cell text cut with an ellipsis at `width` (the whole text on hover) so one long value cannot widen the list. */
export function Clipped({ text, width = 220 }: { text: string; width?: number }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ display: 'block', maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </Box>
  );
}
