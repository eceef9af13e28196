import { Box, Button, Typography } from '@mui/material';
import { PAGE_COLUMN } from '../features/layout/page-column';

// How Chromium, Firefox and Safari word a page's code that did not arrive.
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed/i;

/** Shown when a page crashed or its code could not be loaded (a new release replaced it, say). */
export function AppErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : undefined;
  const detail =
    message && CODE_NOT_LOADED.test(message)
      ? 'This page could not be loaded: the connection dropped, or a new version of the app was released. Reload the app to carry on.'
      : message;
  return (
    <Box sx={{ ...PAGE_COLUMN, maxWidth: 'sm', minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Unexpected Application Error!
        </Typography>
        {detail && (
          <Typography color="textSecondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          Reload the app
        </Button>
      </Box>
    </Box>
  );
}
