import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PUBLIC_MENU_ID } from './public-header-menu-id';

const menuLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/vendor-onboarding', label: 'nav.becomeVendor' },
] as const;

/** The narrow-screen menu of the public header; its own chunk, loaded when first opened. */
export function PublicHeaderMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Menu id={PUBLIC_MENU_ID} anchorEl={anchor} open onClose={onClose}>
      {menuLinks.map((link) => (
        <MenuItem
          key={link.to}
          component={RouterLink}
          to={link.to}
          selected={pathname === link.to}
          onClick={onClose}
        >
          {t(link.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
