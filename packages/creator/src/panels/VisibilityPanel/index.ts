export { VisibilityPanel } from './VisibilityPanel';
