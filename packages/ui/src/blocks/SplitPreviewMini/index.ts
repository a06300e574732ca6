export { splitPreviewMiniBlock } from './SplitPreviewMini';
