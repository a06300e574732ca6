import { BLOCK_REGISTRY, type BlockRegistry } from './blockRegistry';
import { RegistryComposedPage, type RegistryComposedPageProps } from './renderComponentTree';

export type ComposedPageProps = Omit<RegistryComposedPageProps, 'registry'> & { registry?: BlockRegistry };

/**
 * A stored page (or placeholder) rendered through every block (BLOCK_REGISTRY) unless a registry is
 * given: the server, the creator and the stories render any block at once. A shopper's browser uses
 * LazyComposedPage. Works on the server and in the browser.
 */
export function ComposedPage({ registry = BLOCK_REGISTRY, ...props }: ComposedPageProps) {
  return <RegistryComposedPage registry={registry} {...props} />;
}
