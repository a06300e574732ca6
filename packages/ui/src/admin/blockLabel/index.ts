export { useBlockLabel } from './useBlockLabel';
export { useBlockFieldLabels, type BlockFieldLabels } from './useBlockFieldLabels';
export { addBlockEditorTexts } from './addBlockEditorTexts';
