export { splitPreviewRegularBlock } from './SplitPreviewRegular';
