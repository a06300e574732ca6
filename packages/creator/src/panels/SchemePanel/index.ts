export { SchemePanel } from './SchemePanel';
