import type { PlaceholderContent } from '@salon/api-client';
import { ComposedPage } from '@salon/block-registry';
import type { PlaceholderPosition } from '@salon/domain';
import { useBlockContext } from '../components/ContentPage';

/** Placeholders' component trees rendered through the block registry (loaded lazily by placeholders.tsx). */
export default function PlaceholderBlocks({ placeholders, position }: { placeholders: readonly PlaceholderContent[]; position: PlaceholderPosition }) {
  const context = useBlockContext({ now: Date.now() });
  return (
    <div data-placeholder={position} className="flex flex-col gap-section">
      {placeholders.map((placeholder) => (
        <ComposedPage key={placeholder.uuid} components={placeholder.components} pattern={placeholder.pattern ?? null} context={context} />
      ))}
    </div>
  );
}
