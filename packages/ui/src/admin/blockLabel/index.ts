export { useBlockLabel } from './useBlockLabel';
