import { use } from 'react';
import type { LazyBlockRegistry } from './lazyBlockRegistry';
import { blockNamesOf, RegistryComposedPage, type RegistryComposedPageProps } from './renderComponentTree';

export interface LazyComposedPageProps extends Omit<RegistryComposedPageProps, 'registry'> {
  blocks: LazyBlockRegistry;
}

/**
 * A composed page whose block renderers load on demand: it suspends until the blocks it holds are
 * loaded, then renders like ComposedPage. Blocks preloaded before hydration (preloadPageBlocks)
 * render in the first pass, without suspending.
 */
export function LazyComposedPage({ blocks, ...props }: LazyComposedPageProps) {
  const pending = blocks.load(blockNamesOf(props.components));
  if (pending) use(pending);
  return <RegistryComposedPage registry={blocks.registry} {...props} />;
}

/**
 * Loads the blocks that the server-rendered composed pages of the document name, so that they
 * hydrate without suspending: a Suspense boundary that suspends during hydration is rendered again
 * from scratch when an update reaches it first, and its content blinks.
 */
export function preloadPageBlocks(blocks: LazyBlockRegistry, root: ParentNode = document): Promise<void> | null {
  const names = [...root.querySelectorAll('[data-block-names]')].flatMap((page) => (page.getAttribute('data-block-names') ?? '').split(' ').filter(Boolean));
  return blocks.load(names);
}
