import { useMediaQuery, type Theme } from '@mui/material';

/** Below MUI's `sm` breakpoint lists show as react-admin's SimpleList instead of a table. */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
