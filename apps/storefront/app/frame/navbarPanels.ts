/**
 * What only the navbar's dropdown panels show. The panels open on first use (NavDropdown loads
 * Radix then), so Navbar.tsx loads this module lazily too and it stays out of every page's first load.
 */
export { BrandDirectory, CategoryPicker } from '@salon/ui';
