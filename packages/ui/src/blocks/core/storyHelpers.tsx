import { createElement } from 'react';
import type { BlockProduct, BlockRenderContext, SlotChild } from './context';
import { createBlockContext } from './context';
import type { AnyBlockDefinition } from './defineBlock';

/** Fixed "now" for stories so schedules and dates do not drift between runs. */
const STORY_NOW = '2025-03-15T10:00:00Z';

/** An inline SVG picture: stories need images without a network. */
export function storyImage(label: string, background = '#1f3a93', width = 1200, height = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyContext = (overrides: Partial<BlockRenderContext> = {}): BlockRenderContext =>
  createBlockContext({ now: STORY_NOW, ...overrides });

/** Slot children for a wrapper's story: each item rendered by its own block definition. */
export function storySlot(
  definition: AnyBlockDefinition,
  items: readonly Record<string, unknown>[],
  context: BlockRenderContext = storyContext(),
): SlotChild[] {
  return items.map((props, index) => {
    const merged = { ...definition.defaults, ...props };
    const uuid = `${definition.name}-${index}`;
    return {
      uuid,
      name: definition.name,
      props: merged,
      element: createElement(definition.render, { props: merged, uuid, context, slots: {} }),
    };
  });
}

const productNames = [
  ['Repair shampoo 300 ml', 'Kérastase', 24.9],
  ['Colour mask 200 ml', 'Wella', 19.5],
  ['Argan oil 100 ml', 'Moroccanoil', 38],
  ['Volume spray 250 ml', 'Redken', 21.9],
  ['Curl cream 150 ml', 'Davines', 27.5],
] as const;

export const storyProducts = (count = 5): BlockProduct[] =>
  Array.from({ length: count }, (_, index) => {
    const [name, brand, priceEur] = productNames[index % productNames.length]!;
    return {
      id: index + 1,
      name,
      brand,
      priceEur,
      imageSrc: storyImage(brand, '#595959', 400, 400),
      url: `/products/${index + 1}`,
    };
  });
