import type { PlaceholderContent } from '@salon/api-client';
import type { PlaceholderPosition } from '@salon/domain';
import { useMemo } from 'react';
import { useBlockContext } from '../components/ContentPage';
import { ShopperComposedPage } from '../components/ShopperComposedPage';
import { previewProductIds } from '../lib/blockData';

/** Placeholders' component trees rendered through the block registry (loaded lazily by placeholders.tsx). */
export default function PlaceholderBlocks({ placeholders, position }: { placeholders: readonly PlaceholderContent[]; position: PlaceholderPosition }) {
  const blockNames = useMemo(() => placeholders.flatMap((placeholder) => placeholder.components.map((component) => component.name)), [placeholders]);
  const productIds = useMemo(() => previewProductIds(placeholders.flatMap((placeholder) => placeholder.components)), [placeholders]);
  const blockContext = useBlockContext({ now: Date.now(), blockNames, productIds });
  // A placeholder sits in a page that has its own h1 (a product list's name): head blocks take h2.
  const context = useMemo(() => ({ ...blockContext, pageHasTitle: true }), [blockContext]);
  return (
    <div data-placeholder={position} className="flex flex-col gap-section">
      {placeholders.map((placeholder) => (
        <ShopperComposedPage key={placeholder.uuid} components={placeholder.components} pattern={placeholder.pattern ?? null} context={context} />
      ))}
    </div>
  );
}
