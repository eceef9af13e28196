import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import type { HeaderLink } from './header-link';

// The menu (MUI Menu, Popover, Modal) loads only once someone opens it.
const HeaderMenu = lazy(() => import('./HeaderMenu'));

/** The menu button of a one-row header on a phone, holding the links that do not fit. */
export function HeaderMenuButton({ links, sx }: { links: HeaderLink[]; sx?: SxProps<Theme> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        color="inherit"
        sx={sx}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <HeaderMenu id={menuId} anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
