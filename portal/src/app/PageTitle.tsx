import { Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

export const SITE_TITLE = 'SignalDesk · AI trading signals';

/** The deepest route's `handle.title` names the browser tab, so each page has its own. */
export function TitledOutlet() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · SignalDesk` : SITE_TITLE;
  }, [title]);
  return <Outlet />;
}

/** Shown while a page's code loads on a direct visit (react-router's hydrate fallback). */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
