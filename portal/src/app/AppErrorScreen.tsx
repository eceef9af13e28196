import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

/** The router's error element: a 404 thrown by a route, or anything that crashed a page. */
export function AppErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : undefined;
  return (
    <Container maxWidth="sm" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Unexpected Application Error!
        </Typography>
        {detail && (
          <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          Reload the app
        </Button>
      </Box>
    </Container>
  );
}
