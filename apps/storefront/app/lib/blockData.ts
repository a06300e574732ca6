import { BLOCK_NAME } from '@salon/domain';

interface ComponentLike {
  name: string;
  props?: Record<string, unknown> | null;
}

/** The products the page's product preview blocks show (their stored productId, digits only, each once). */
export function previewProductIds(components: readonly ComponentLike[]): string[] {
  const ids = components
    .filter((component) => component.name === BLOCK_NAME.PRODUCT_PREVIEW)
    .map((component) => String(component.props?.productId ?? '').trim())
    .filter((id) => /^\d{1,11}$/.test(id));
  return [...new Set(ids)];
}

export const hasPostTeaser = (components: readonly ComponentLike[]): boolean => components.some((component) => component.name === BLOCK_NAME.POST_TEASER_LIST);
