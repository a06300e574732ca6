import type { ComposedPageProps } from '@salon/block-registry';
import { ShopperComposedPage } from './ShopperComposedPage';

/** A content page's blocks through the block registry (loaded lazily by ContentPage). */
export default function ContentBlocks(props: ComposedPageProps) {
  return <ShopperComposedPage {...props} />;
}
