import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import {
  browserTimeZone,
  filterByImpact,
  formatUpdatedAt,
  NEWS_LIST_LIMIT,
  summariseNews,
  timeZoneLabel,
  visibleEvents,
  type NewsImpactFilterValue,
} from '../../lib/news';
import { NewsEventCards } from './NewsEventCards';
import { NewsEventTable } from './NewsEventTable';
import { NewsImpactFilter } from './NewsImpactFilter';
import { useMarketNews } from './useMarketNews';

export interface MarketNewsPanelProps {
  /** The zone times are shown in; the reader's own by default. */
  timeZone?: string;
}

/**
 * 'Market News (Past Week)' (spec section 2): counts, last update, refresh, the impact filter,
 * and the first 50 events of the past week and the rest of this week, earliest first, as a
 * table on large screens and as cards on small ones.
 */
export function MarketNewsPanel({ timeZone: givenTimeZone }: MarketNewsPanelProps) {
  const timeZone = useMemo(() => givenTimeZone ?? browserTimeZone(), [givenTimeZone]);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [impact, setImpact] = useState<NewsImpactFilterValue>('all');
  const { news, isLoading, isFetching, error, refresh, scrapeAndAnalyze, isUpdating } = useMarketNews(timeZone);

  const all = news?.data ?? [];
  const filtered = filterByImpact(all, impact);
  const shown = visibleEvents(filtered);
  const summary = summariseNews(all);

  return (
    <Card component="section" aria-labelledby="market-news-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, p: 2 }}
      >
        <Box>
          <Typography id="market-news-title" variant="h6" component="h2">
            Market News (Past Week)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Times in {timeZoneLabel(timeZone)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            Last updated: {news?.lastUpdated ? formatUpdatedAt(news.lastUpdated, timeZone) : 'Never'}
          </Typography>
          <Tooltip title="Refresh news (Ctrl+R)">
            <span>
              <IconButton aria-label="Refresh news" onClick={refresh} disabled={isFetching}>
                {isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
              </IconButton>
            </span>
          </Tooltip>
          <Button size="small" variant="outlined" onClick={scrapeAndAnalyze} disabled={isUpdating}>
            {isUpdating ? 'Updating...' : 'Update News'}
          </Button>
        </Stack>
      </Stack>
      <CardContent sx={{ pt: 0 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="News summary">
            <Chip label={`${filtered.length} of ${summary.total} events`} />
            <Chip label={`High: ${summary.high}`} color="error" variant="outlined" />
            <Chip label={`Medium: ${summary.medium}`} color="warning" variant="outlined" />
            <Chip label={`Currencies: ${summary.currencies}`} variant="outlined" />
          </Stack>
          <NewsImpactFilter value={impact} onChange={setImpact} />
        </Stack>

        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}

        {isLoading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">Loading news...</Typography>
          </Stack>
        ) : shown.length === 0 ? (
          !error && (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              No major news events this week
            </Typography>
          )
        ) : (
          <Box sx={{ maxHeight: 560, overflow: 'auto' }}>
            {compact ? (
              <NewsEventCards events={shown} timeZone={timeZone} />
            ) : (
              <NewsEventTable events={shown} timeZone={timeZone} />
            )}
          </Box>
        )}

        {filtered.length > NEWS_LIST_LIMIT && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            Showing {NEWS_LIST_LIMIT} of {filtered.length} events
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
