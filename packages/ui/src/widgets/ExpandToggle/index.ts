export { ExpandToggle, type ExpandToggleProps } from './ExpandToggle';
