export { buildComponentTree, DEFAULT_SLOT, type ComponentNode, type StoredComponent } from './buildComponentTree';
export { ComposedPage, type ComposedPageProps } from './ComposedPage';
export { resolveComponentsForDelivery } from './deliveredComponents';
export { createLazyBlockRegistry } from './lazyBlockRegistry';
export { LazyComposedPage, preloadPageBlocks } from './LazyComposedPage';
