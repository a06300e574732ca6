// The block views of a shopper's pages as one lazy chunk (decision 0066): a page's composed content,
// the frame's placeholders, and what both render with (the registry's rendering, the block loaders).
export { ShopperComposedPage as ContentBlocks } from './ShopperComposedPage';
export { default as PlaceholderBlocks } from '../frame/PlaceholderBlocks';
export { preloadShopperPageBlocks } from '../lib/shopperBlocks';
