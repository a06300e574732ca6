export { useBlockLabel } from './useBlockLabel';
export { useBlockFieldLabels, type BlockFieldLabels } from './useBlockFieldLabels';
