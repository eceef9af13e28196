import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { HeaderLink } from './header-link';

/** A header's links as a menu on a phone; loaded when first opened. */
export default function HeaderMenu({
  id,
  anchor,
  links,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  links: HeaderLink[];
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {links.map((link) =>
        link.to ? (
          <MenuItem
            key={link.label}
            component={RouterLink}
            to={link.to}
            onClick={onClose}
            selected={link.current}
            aria-current={link.current ? 'page' : undefined}
          >
            {link.label}
          </MenuItem>
        ) : (
          <MenuItem key={link.label} onClick={link.onClick}>
            {link.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
