import { BLOCK_NAME, BLOCK_NAMES, type BlockName } from '@salon/domain';
import type { AnyBlockDefinition } from './core/defineBlock';

export type BlockLoader = () => Promise<AnyBlockDefinition>;

type BlockSet = () => Promise<Record<string, AnyBlockDefinition>>;

// Two chunks (decision 0066): the heads and foots of product lists, which a category page shows
// alone, and all other blocks, which a composed page loads together. One chunk per block made a
// home page fetch 59 files of a few hundred bytes before hydrating.
const productListHeadBlockSet: BlockSet = () => import('./blockSets/productListHeadBlockSet');
const contentBlockSet: BlockSet = () => import('./blockSets/contentBlockSet');

// The domain's placeholderOnlyBlocks(), written out: its composition rules would come to the browser
// with it. blockLoaders.test.ts holds the two to each other.
const PRODUCT_LIST_HEAD_BLOCKS = new Set<string>([BLOCK_NAME.BRAND_HEAD, BLOCK_NAME.CATEGORY_HEAD, BLOCK_NAME.CATEGORY_FOOT]);

/** A block's definition from the set that holds it. */
const loaderOf =
  (name: BlockName): BlockLoader =>
  async () => {
    const set = await (PRODUCT_LIST_HEAD_BLOCKS.has(name) ? productListHeadBlockSet : contentBlockSet)();
    const definition = Object.values(set).find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`Block set without the block ${name}`);
    return definition;
  };

/**
 * Each block's definition by stored name, loaded on demand: a shopper's browser fetches the
 * renderers of the blocks it shows rather than all of them. The creator and the server keep
 * BLOCK_DEFINITIONS, which holds them all.
 */
export const BLOCK_LOADERS = Object.fromEntries(BLOCK_NAMES.map((name) => [name, loaderOf(name)])) as Readonly<Record<BlockName, BlockLoader>>;
