export { productPreviewBlock } from './ProductPreview';
