import { Box, Button, Container, Typography } from '@mui/material';

/** Shown when a page crashed or its code could not be loaded (a new release replaced it, say). */
export function AppErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
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
