export { splitPreviewWrapperBlock } from './SplitPreviewWrapper';
