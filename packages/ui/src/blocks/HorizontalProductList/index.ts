export { horizontalProductListBlock } from './HorizontalProductList';
