import { Box, Card, CardContent, Container, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackButton } from '../navigation/BackButton';
import { BrandLink } from './BrandLink';
import { ColorModeToggle } from './ColorModeToggle';

/** The centred card that login and sign-up share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ gap: 1 }}>
        <BackButton />
        <Box sx={{ flexGrow: 1 }} />
        <ColorModeToggle />
      </Toolbar>
      <Container maxWidth="xs" component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', py: 4 }}>
        <Card sx={{ width: '100%' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
              <BrandLink />
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {subtitle}
              </Typography>
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
