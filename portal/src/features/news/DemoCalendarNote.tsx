import HistoryIcon from '@mui/icons-material/History';
import { Chip } from '@mui/material';

export const DEMO_CALENDAR_NOTE = 'Demo calendar (recorded releases replayed)';

/** Says that the events listed are a recorded calendar replayed on the current weeks, not live news. */
export function DemoCalendarNote() {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      icon={<HistoryIcon />}
      label={DEMO_CALENDAR_NOTE}
      // A long label wraps on a narrow phone instead of being cut off.
      sx={{ my: 0.5, height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
