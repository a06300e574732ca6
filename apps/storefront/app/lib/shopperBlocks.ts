import { createLazyBlockRegistry, preloadPageBlocks } from '@salon/block-registry';
import { BLOCK_LOADERS } from '@salon/ui';
import { guardedImport } from './chunkReload';

/**
 * The block renderers of a shopper's browser, loaded by set (@salon/ui's BLOCK_LOADERS) for the
 * pages it shows (decision 0066). A chunk that fails to load goes through the reload guard, like a route's.
 */
export const shopperBlocks = createLazyBlockRegistry(Object.fromEntries(Object.entries(BLOCK_LOADERS).map(([name, load]) => [name, guardedImport(load)])));

/** Loads the blocks the server-rendered page holds, before hydration (entry.client.tsx). */
export const preloadShopperPageBlocks = () => preloadPageBlocks(shopperBlocks);
