export { MobileNavigationModal, type MobileNavigationModalProps, type NavCategory, type NavLink } from './MobileNavigationModal';
