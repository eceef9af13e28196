import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export const BRAND_NAME = 'SignalDesk';

export function BrandLink() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <ShowChartIcon sx={{ color: 'success.main' }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 20 } }}>
        {BRAND_NAME}
      </Typography>
    </Box>
  );
}
