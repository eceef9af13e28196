import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The header bar every trader page shares: one row at any width (what does not fit goes into a
 * menu), and opaque, so the page scrolling under it never shows through. It is MUI's sticky
 * AppBar with a Toolbar inside (same height rules, same layer), drawn with Box: the landing page's
 * first load carries neither component's code.
 */
export function StickyAppBar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        width: '100%',
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1.5, sm: 3 },
          flexWrap: 'nowrap',
        })}
      >
        {children}
      </Box>
    </Box>
  );
}
