import type { Alignment } from '../enums/alignment';
import { normaliseAlignment } from './normaliseAlignment';

export interface AlignableBlock {
  readonly alignment?: unknown;
  readonly data?: unknown;
}

type WithAlignment<T> = Omit<T, 'alignment'> & { alignment: Alignment };

const hasDataAlignment = (data: unknown): data is { alignment: unknown } =>
  typeof data === 'object' && data !== null && 'alignment' in data;

/**
 * Editor.js blocks with every alignment made valid, on load. Tools that keep alignment inside
 * data (quote) get it fixed there as well, so renderers can trust either place.
 */
export const normaliseEditorBlocks = <T extends AlignableBlock>(
  blocks: readonly T[] | null | undefined,
): WithAlignment<T>[] =>
  (blocks ?? []).map((block) => {
    const data = hasDataAlignment(block.data)
      ? { ...block.data, alignment: normaliseAlignment(block.data.alignment) }
      : block.data;
    return { ...block, data, alignment: normaliseAlignment(block.alignment) } as WithAlignment<T>;
  });
