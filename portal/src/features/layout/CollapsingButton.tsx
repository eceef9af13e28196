import { Box, Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A button with an icon and a label that keeps only its icon on a phone, where the header has
 * one row. The label stays its accessible name at every width.
 */
export function CollapsingButton({
  icon,
  label,
  sx,
  ...props
}: { icon: ReactNode; label: string } & Omit<ButtonProps, 'startIcon' | 'children'>) {
  return (
    <Button
      {...props}
      aria-label={label}
      startIcon={icon}
      sx={[
        {
          whiteSpace: 'nowrap',
          flexShrink: 0,
          minWidth: { xs: 40, sm: 64 },
          px: { xs: 1, sm: 1.5 },
          '& .MuiButton-startIcon': { mx: { xs: 0 }, mr: { sm: 1 } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
