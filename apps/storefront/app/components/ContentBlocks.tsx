import { ComposedPage, type ComposedPageProps } from '@salon/block-registry';

/** A content page's blocks through the block registry (loaded lazily by ContentPage). */
export default function ContentBlocks(props: ComposedPageProps) {
  return <ComposedPage {...props} />;
}
