import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Chip } from '@mui/material';

/** What the news did to a signal, named on the signal itself (the "News:" prefix of the engine's note dropped). */
export function NewsInfluenceBadge({ text, full }: { text: string | null; full?: boolean }) {
  if (!text) return null;
  const label = text.replace(/^News:\s*/i, '');
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
