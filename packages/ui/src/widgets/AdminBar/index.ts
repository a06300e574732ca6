export { AdminBar, type AdminBarProps } from './AdminBar';
