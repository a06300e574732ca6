export { splitPreviewTransparentBlock } from './SplitPreviewTransparent';
