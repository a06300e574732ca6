export { singleLargePreviewBlock } from './SingleLargePreview';
