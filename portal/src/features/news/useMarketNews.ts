import { useMutation, useQuery } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '../../api/client';
import { api } from '../../api/endpoints';
import { NEWS_REFRESH_INTERVAL_MS, updateChangedNothing } from '../../lib/news';

export const NEWS_UPDATE_COMPLETE =
  'News Update Complete - Successfully scraped and analyzed latest forex news events.';
/** The same, when the calendar was already up to date: "complete" alone read as if something had changed. */
export const NEWS_UPDATE_NO_CHANGE = 'News Update Complete - No change: the calendar was already up to date.';

/** The server's sentence when the server sent one, else the spec's text for this action. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The Market News panel's server state (spec sections 4, 7 and 8): the list, refreshed every
 * 2 minutes, when the tab becomes visible, on window focus and on Ctrl/Cmd+R while the panel is
 * mounted; the refresh action (update, then reload) and the scrape-then-analyze action.
 */
export function useMarketNews() {
  const { enqueueSnackbar } = useSnackbar();
  const news = useQuery({
    // The same list in every zone: the panel only shows its times in the reader's.
    queryKey: ['news', 'processed'],
    queryFn: () => api.news.processed(),
    refetchInterval: NEWS_REFRESH_INTERVAL_MS,
    // Focus and visibility are handled below, both of them, as the spec asks.
    refetchOnWindowFocus: false,
  });
  const reload = () => news.refetch({ cancelRefetch: false });

  const refresh = useMutation({
    mutationFn: async () => {
      const answer = await api.news.update();
      console.info('News update:', answer);
      return answer;
    },
    onError: (error) => console.error('News update failed:', error),
    onSettled: () => reload(),
  });

  const scrapeAndAnalyze = useMutation({
    mutationFn: async () => {
      const scraped = await api.news.scrape();
      const analysed = await api.news.analyze();
      return [scraped, analysed];
    },
    onSuccess: (answers) => {
      const skipped = answers.find((answer) => !answer.performed);
      if (skipped) enqueueSnackbar(skipped.message, { variant: 'info' });
      else if (updateChangedNothing(answers)) enqueueSnackbar(NEWS_UPDATE_NO_CHANGE, { variant: 'info' });
      else enqueueSnackbar(NEWS_UPDATE_COMPLETE, { variant: 'success' });
    },
    onError: (error) => {
      console.error('News scrape and analysis failed:', error);
      enqueueSnackbar(`News Update Failed - ${messageOf(error, 'Failed to process news')}`, { variant: 'error' });
    },
    onSettled: () => reload(),
  });

  const refreshNews = () => {
    if (!refresh.isPending) refresh.mutate();
  };
  const refreshNow = useEffectEvent(refreshNews);
  const reloadNow = useEffectEvent(() => {
    void reload();
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reloadNow();
    };
    const onFocus = () => reloadNow();
    // Ctrl+R / Cmd+R refreshes the news instead of reloading the page; with Shift it still reloads.
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'r') {
        event.preventDefault();
        refreshNow();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const error = refresh.isError
    ? messageOf(refresh.error, 'Failed to refresh news')
    : news.isError
      ? messageOf(news.error, 'Failed to fetch news')
      : null;

  return {
    news: news.data,
    isLoading: news.isPending,
    isFetching: news.isFetching || refresh.isPending,
    error,
    refresh: refreshNews,
    scrapeAndAnalyze: () => scrapeAndAnalyze.mutate(),
    isUpdating: scrapeAndAnalyze.isPending,
  };
}
