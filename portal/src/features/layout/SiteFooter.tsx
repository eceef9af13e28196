import { Box, Typography } from '@mui/material';
import { PAGE_COLUMN } from './page-column';
import { BRAND_NAME } from './BrandLink';
import { TextLink } from './TextLink';

export const SUPPORT_EMAIL = 'support@signaldesk.example';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 8 }}>
      <Box sx={PAGE_COLUMN}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Typography variant="body2" color="textSecondary">
            © {new Date().getFullYear()} {BRAND_NAME}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <TextLink to="/performance">Track record</TextLink>
            <TextLink to="/terms">Terms</TextLink>
            <TextLink href={`mailto:${SUPPORT_EMAIL}`}>Support: {SUPPORT_EMAIL}</TextLink>
          </Box>
        </Box>
        <Typography variant="caption" color="textSecondary" component="p">
          Risk warning: trading foreign exchange, metals, indices and cryptocurrencies on margin carries a high level of
          risk and may not be suitable for all investors. You could lose more than your initial deposit. Signals are not
          financial advice; past performance does not guarantee future results.
        </Typography>
      </Box>
    </Box>
  );
}
