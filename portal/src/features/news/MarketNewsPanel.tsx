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
import { useEffect, useRef, useState } from 'react';
import {
  filterByCurrency,
  filterByImpact,
  firstUpcomingId,
  formatUpdatedAt,
  NEWS_IMPACT_LEVELS,
  NEWS_LIST_LIMIT,
  type NewsImpactFilterValue,
  type NewsImpactLevel,
  nextHighImpact,
  nextHighImpactReleases,
  summariseNews,
  timeZoneLabel,
  visibleEvents,
} from '../../lib/news';
import { TimeZoneSelect } from '../time-zone/TimeZoneSelect';
import { useReaderTimeZone } from '../time-zone/useReaderTimeZone';
import { CalendarFeedButton } from './CalendarFeedDialog';
import { DemoCalendarNote } from './DemoCalendarNote';
import { NewsCurrencyFilter } from './NewsCurrencyFilter';
import { NewsEventCards } from './NewsEventCards';
import { NextReleaseChip } from './NextReleaseChip';
import { NewsEventTable } from './NewsEventTable';
import { NewsImpactFilter } from './NewsImpactFilter';
import { readableOutline } from './NewsValues';
import { useMarketNews } from './useMarketNews';
import { plural } from '#domain/plural';
import { useNow } from '../time-zone/useNow';

export interface MarketNewsPanelProps {
  /** The zone times are shown in; the reader's own (their setting) by default. */
  timeZone?: string;
}

/** A filter kept on this browser, so the panel opens as the trader left it. */
function useRemembered<T>(key: string, initial: T, valid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return valid(stored) ? stored : initial;
    } catch {
      return initial;
    }
  });
  const set = (next: T) => {
    setValue(next);
    localStorage.setItem(key, JSON.stringify(next));
  };
  return [value, set] as const;
}

const isImpact = (value: unknown): value is NewsImpactFilterValue =>
  value === 'all' || NEWS_IMPACT_LEVELS.includes(value as NewsImpactLevel);
const isCurrencies = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Scrolls the list (not the page) so that the "now" marker shows near its top: once per marker,
 * and again when the list switches between table and cards.
 */
function useScrollToNow(upcomingId: number | null, compact: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const marker = list?.querySelector<HTMLElement>('[data-now-marker]');
    if (!list || !marker) return;
    const offset = marker.getBoundingClientRect().top - list.getBoundingClientRect().top;
    list.scrollTop += offset - 96;
  }, [upcomingId, compact]);
  return listRef;
}

/** How many of the coming high-impact releases a phone shows before "Show all". */
const PHONE_PREVIEW = 5;

/**
 * 'Market News (Past Week)' (spec section 2): counts, last update, refresh, the impact and
 * currency filters, the next high-impact release with a countdown, and 50 events of the past
 * week and the coming week around now, earliest first, as a
 * table on large screens and as cards on small ones. On a phone it opens collapsed to the next few
 * high-impact releases, so the signals above it are not pushed far down; "Show all" opens the rest.
 */
export function MarketNewsPanel({ timeZone: givenTimeZone }: MarketNewsPanelProps) {
  const reader = useReaderTimeZone();
  const timeZone = givenTimeZone ?? reader.timeZone;
  const now = useNow();
  const theme = useTheme();
  // Read at once (not after a first wide render), so a phone opens on the short list.
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [impact, setImpact] = useRemembered<NewsImpactFilterValue>('newsImpact', 'all', isImpact);
  const [currencies, setCurrencies] = useRemembered<string[]>('newsCurrencies', [], isCurrencies);
  const { news, isLoading, isFetching, error, refresh, scrapeAndAnalyze, isUpdating } = useMarketNews();

  // "N of total": what both filters leave of the whole calendar; the impact counts follow both too.
  const all = news?.data ?? [];
  const filtered = filterByImpact(filterByCurrency(all, currencies), impact);
  const shown = visibleEvents(filtered, NEWS_LIST_LIMIT, now);
  const summary = summariseNews(filtered);
  const next = nextHighImpact(filterByCurrency(all, currencies), now);
  const upcomingId = firstUpcomingId(shown, now);
  const listRef = useScrollToNow(upcomingId, compact);
  const [expanded, setExpanded] = useState(!compact);
  // Once shown in full on a wide window it stays so: a narrower window must not close what is open in it.
  if (!compact && !expanded) setExpanded(true);
  const collapsed = compact && !expanded;
  const preview = nextHighImpactReleases(filterByCurrency(all, currencies), now, PHONE_PREVIEW);

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
          {news?.source === 'demo' && <DemoCalendarNote />}
          <Typography variant="body2" color="textSecondary">
            The past week and the coming week
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Times in {timeZoneLabel(timeZone)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
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
      {collapsed ? (
        <CardContent sx={{ pt: 0 }} data-testid="news-preview">
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {isLoading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
              <CircularProgress size={20} />
              <Typography color="textSecondary">Loading news...</Typography>
            </Stack>
          ) : (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {preview.length ? 'Next high-impact releases' : 'No high-impact release ahead this week'}
              </Typography>
              {preview.length > 0 && <NewsEventCards events={preview} timeZone={timeZone} upcomingId={null} />}
            </>
          )}
          <Button fullWidth variant="outlined" sx={{ mt: 2 }} onClick={() => setExpanded(true)}>
            Show all {plural(all.length, 'event')} and filters
          </Button>
        </CardContent>
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="News summary">
              <Chip label={`${filtered.length} of ${plural(all.length, 'event')}`} />
              <Chip label={`High: ${summary.high}`} color="error" variant="outlined" />
              <Chip
                label={`Medium: ${summary.medium}`}
                color="warning"
                variant="outlined"
                sx={readableOutline('warning')}
              />
              {summary.low > 0 && <Chip label={`Low: ${summary.low}`} variant="outlined" />}
              {summary.holiday > 0 && (
                <Chip
                  label={`Holidays: ${summary.holiday}`}
                  color="info"
                  variant="outlined"
                  sx={readableOutline('info')}
                />
              )}
              <Chip label={`Currencies: ${summary.currencies}`} variant="outlined" />
            </Stack>
            <NewsImpactFilter value={impact} onChange={setImpact} />
          </Stack>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { md: 'center' }, mb: 2, flexWrap: 'wrap' }}
          >
            <NewsCurrencyFilter value={currencies} onChange={setCurrencies} />
            {!givenTimeZone && <TimeZoneSelect />}
            <CalendarFeedButton
              impacts={impact === 'all' ? [...NEWS_IMPACT_LEVELS] : [impact]}
              currencies={currencies}
            />
          </Stack>
          {next && (
            <Box sx={{ mb: 2 }}>
              <NextReleaseChip event={next} now={now} timeZone={timeZone} />
            </Box>
          )}

          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}

          {isLoading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
              <CircularProgress size={20} />
              <Typography color="textSecondary">Loading news...</Typography>
            </Stack>
          ) : shown.length === 0 ? (
            !error && (
              <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
                No major news events this week
              </Typography>
            )
          ) : (
            <Box
              ref={listRef}
              sx={{ maxHeight: 560, overflow: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label="News events"
            >
              {compact ? (
                <NewsEventCards events={shown} timeZone={timeZone} upcomingId={upcomingId} />
              ) : (
                <NewsEventTable events={shown} timeZone={timeZone} upcomingId={upcomingId} />
              )}
            </Box>
          )}

          {filtered.length > NEWS_LIST_LIMIT && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1, textAlign: 'center' }}>
              Showing {NEWS_LIST_LIMIT} of {filtered.length} events
            </Typography>
          )}
          {compact && (
            <Button fullWidth sx={{ mt: 1 }} onClick={() => setExpanded(false)}>
              Show only the next high-impact releases
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}
