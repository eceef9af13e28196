import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Chip } from '@mui/material';
import { newsNoteNow } from '../../lib/news';
import { useNow } from '../time-zone/useNow';
import { useReaderTimeZone } from '../time-zone/useReaderTimeZone';

/**
 * What the news did to a signal, named on the signal itself (the "News:" prefix of the engine's
 * note dropped). A release the note names is shown at its time in the reader's zone, with a
 * countdown that ticks while the page is open.
 */
export function NewsInfluenceBadge({
  text,
  releaseAt,
  full,
}: {
  text: string | null;
  releaseAt?: string | null;
  full?: boolean;
}) {
  const now = useNow();
  const { timeZone } = useReaderTimeZone();
  if (!text) return null;
  const label = newsNoteNow(text, releaseAt, now, timeZone).replace(/^News:\s*/i, '');
  return (
    <Chip
      icon={<NewspaperIcon />}
      size="small"
      color="warning"
      variant="outlined"
      label={label}
      title={label}
      data-testid="news-influence"
      sx={{
        maxWidth: full ? '100%' : 280,
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: full ? 'normal' : 'nowrap', py: 0.25 },
      }}
    />
  );
}
