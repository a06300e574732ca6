export { SmallProductPreview, type SmallProductPreviewProps } from './SmallProductPreview';
