import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * A page column as MUI's Container maxWidth="lg" draws it (full width with 16 px
 * sides, 24 from "sm", at most 1200 px, centred), without Container's code on the first load.
 */
export const PAGE_COLUMN: SystemStyleObject<Theme> = {
  width: '100%',
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  maxWidth: 'lg',
  boxSizing: 'border-box',
};
