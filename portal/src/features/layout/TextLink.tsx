import { Typography } from '@mui/material';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type TextLinkProps = ({ to: string; href?: never } | { href: string; to?: never }) & {
  children: ReactNode;
  sx?: SxProps<Theme>;
};

const LOOK: SxProps<Theme> = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: (theme) => alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'currentColor' },
};

/**
 * A small underlined link in the primary colour (MUI Link's look): to a page of the portal (`to`)
 * or elsewhere (`href`). Drawn with Typography, so the landing page's footer and claim do not load
 * MUI's Link for it.
 */
export function TextLink({ to, href, children, sx }: TextLinkProps) {
  const style = [LOOK, ...(Array.isArray(sx) ? sx : [sx])];
  return to !== undefined ? (
    <Typography component={RouterLink} to={to} variant="body2" sx={style}>
      {children}
    </Typography>
  ) : (
    <Typography component="a" href={href} variant="body2" sx={style}>
      {children}
    </Typography>
  );
}
