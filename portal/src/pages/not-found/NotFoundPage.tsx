import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h1" component="p" aria-hidden sx={{ fontSize: { xs: 72, sm: 96 }, color: 'primary.main' }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Oops! Page not found
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          The page you are looking for does not exist or has moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </Box>
    </Container>
  );
}
