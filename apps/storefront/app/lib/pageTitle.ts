import type { StoredComponent } from '@salon/api-client';
import { BLOCK_NAME } from '@salon/domain';

const filled = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * Whether a composed page's own blocks give it its h1: a ContentHead or CategoryHead with a title,
 * or a BrandHead with a title in any language (the ui head blocks render h1 exactly then). The
 * route adds its hidden fallback h1 only where they do not, so a page has one h1.
 */
export function composedPageHasTitle(components: readonly StoredComponent[]): boolean {
  return components.some((component) => {
    if (component.name === BLOCK_NAME.CONTENT_HEAD || component.name === BLOCK_NAME.CATEGORY_HEAD) return filled(component.props.title);
    if (component.name === BLOCK_NAME.BRAND_HEAD) {
      const titles = component.props.i18n_title;
      return typeof titles === 'object' && titles !== null && Object.values(titles).some(filled);
    }
    return false;
  });
}
