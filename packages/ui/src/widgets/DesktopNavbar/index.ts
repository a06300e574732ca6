export { DesktopNavbar, type DesktopNavbarProps } from './DesktopNavbar';
export { NavDropdown, type NavDropdownProps } from './NavDropdown';
export { CustomerSelector, type CustomerOption, type CustomerSelectorProps } from './CustomerSelector';
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
