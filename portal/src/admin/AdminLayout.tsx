import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { ColorModeToggle } from '../features/layout/ColorModeToggle';
import { AdminMenu } from './AdminMenu';

/** A way back to the trader site, named for what it opens; an icon alone on a phone. */
function TraderViewLink() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Button
      href="/dashboard"
      color="inherit"
      startIcon={compact ? undefined : <StorefrontIcon />}
      aria-label="Trader view"
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
    >
      {compact ? <StorefrontIcon /> : 'Trader view'}
    </Button>
  );
}

/**
 * The trader site's header look (paper, divider) instead of react-admin's coloured bar, and the
 * same colour-scheme toggle. Defined once: an inline component would remount on every render and
 * lose the page title react-admin portals into it.
 */
function AdminAppBar() {
  return (
    <AppBar
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      toolbar={
        <>
          <TraderViewLink />
          <ColorModeToggle />
          <LoadingIndicator />
        </>
      }
    />
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
