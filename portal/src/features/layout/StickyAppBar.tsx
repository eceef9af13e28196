import { AppBar, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';

/** The translucent header bar every trader page shares; its toolbar wraps on a phone. */
export function StickyAppBar({ children }: { children: ReactNode }) {
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{ backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        {children}
      </Toolbar>
    </AppBar>
  );
}
