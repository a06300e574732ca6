export { MobileTopBar, type MobileTopBarProps } from './MobileTopBar';
