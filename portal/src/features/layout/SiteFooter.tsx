import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BRAND_NAME } from './BrandLink';

export const SUPPORT_EMAIL = 'support@signaldesk.example';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 8 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {BRAND_NAME}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Link component={RouterLink} to="/performance" variant="body2">
              Track record
            </Link>
            <Link component={RouterLink} to="/terms" variant="body2">
              Terms
            </Link>
            <Link href={`mailto:${SUPPORT_EMAIL}`} variant="body2">
              Support: {SUPPORT_EMAIL}
            </Link>
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          Risk warning: trading foreign exchange, metals, indices and cryptocurrencies on margin carries a high level of
          risk and may not be suitable for all investors. You could lose more than your initial deposit. Signals are not
          financial advice; past performance does not guarantee future results.
        </Typography>
      </Container>
    </Box>
  );
}
