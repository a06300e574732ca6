export { AdminSideNav, type AdminNavItem, type AdminSideNavProps } from './AdminSideNav';
