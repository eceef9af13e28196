import { AppBar, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The header bar every trader page shares: one row at any width (what does not fit goes into a
 * menu), and opaque, so the page scrolling under it never shows through.
 */
export function StickyAppBar({ children }: { children: ReactNode }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 }, flexWrap: 'nowrap' }}>{children}</Toolbar>
    </AppBar>
  );
}
