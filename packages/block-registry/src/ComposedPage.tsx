import type { BlockRenderContext, SlotChild } from '@salon/ui';
import { BLOCK_REGISTRY, type BlockRegistry } from './blockRegistry';
import type { StoredComponent } from './buildComponentTree';
import { RegistryComposedPage, renderComponentTree as renderWithRegistry, type RegistryComposedPageProps, type RenderTreeOptions } from './renderComponentTree';

export type ComposedPageProps = Omit<RegistryComposedPageProps, 'registry'> & { registry?: BlockRegistry };

/**
 * renderComponentTree over every block (BLOCK_REGISTRY) unless a registry is given: the server, the
 * creator and the stories render any block at once. A shopper's browser uses LazyComposedPage.
 */
export function renderComponentTree(
  components: readonly StoredComponent[],
  context: BlockRenderContext,
  { registry = BLOCK_REGISTRY, ...options }: Partial<RenderTreeOptions> = {},
): SlotChild[] {
  return renderWithRegistry(components, context, { registry, ...options });
}

/** A stored page (or placeholder) rendered through the block registry; works on the server and in the browser. */
export function ComposedPage({ registry = BLOCK_REGISTRY, ...props }: ComposedPageProps) {
  return <RegistryComposedPage registry={registry} {...props} />;
}
