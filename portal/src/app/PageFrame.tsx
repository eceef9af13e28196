import { Box, CircularProgress } from '@mui/material';
import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppErrorScreen } from './AppErrorScreen';
import { retryFailedPages } from './lazy-page';

/**
 * Around every page: a spinner while a page's code loads on a direct visit (a navigation keeps the
 * page being left instead), and the error screen when a page crashes or its code fails to load,
 * until the visitor goes to another page.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}

function PageLoading() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The page that failed: leaving it clears the error. */
  failedAt?: string;
}

// React catches render errors only in a class component.
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return props.pathname === state.failedAt ? null : { error: undefined, failedAt: undefined };
  }

  componentDidUpdate(_props: BoundaryProps, previous: BoundaryState) {
    // The visitor moved on from the error: a page whose code failed may load on the next visit.
    if (previous.error !== undefined && this.state.error === undefined) retryFailedPages();
  }

  render() {
    return this.state.error === undefined ? this.props.children : <AppErrorScreen error={this.state.error} />;
  }
}
