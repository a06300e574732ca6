import { ComposedPage, LazyComposedPage, type ComposedPageProps } from '@salon/block-registry';
import { shopperBlocks } from '../lib/shopperBlocks';

/**
 * A stored page for shoppers. The server (and unit tests) render through the full registry; the
 * browser loads each block's renderer on demand, so its bundle leaves out the blocks no page shows.
 * The branches test the build flags directly so that the browser build drops the full registry.
 */
export function ShopperComposedPage(props: ComposedPageProps) {
  if (import.meta.env.SSR || import.meta.env.MODE === 'test') return <ComposedPage {...props} />;
  return <LazyComposedPage blocks={shopperBlocks} {...props} />;
}
