// The e2e folder is no workspace package: the position names come straight from the domain source.
import { PLACEHOLDER_POSITION } from '../packages/domain/src/enums/placeholderPosition';
import { describe, expect, it } from 'vitest';
import { server } from './workerServers';

interface ApiPlaceholder {
  type: string;
  props: { label?: string; linkUrl?: string; query_fields?: Record<string, string> };
}

const apiPlaceholders = async (): Promise<ApiPlaceholder[]> =>
  (await (await fetch(`${server('apiUrl')}/api/v1/creator/placeholders/?language=en_US`)).json()) as ApiPlaceholder[];

const serverHtml = async (path: string) => {
  const response = await fetch(`${server('storefrontUrl')}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Section of the server HTML inside the element marked with data-placeholder="position" (up to the next marker). */
const placeholderSection = (html: string, position: string) => {
  const start = html.indexOf(`data-placeholder="${position}"`);
  return start === -1 ? '' : html.slice(start, html.indexOf('data-placeholder=', start + 1) === -1 ? undefined : html.indexOf('data-placeholder=', start + 1));
};

describe('placeholders', () => {
  it('renders the navbar top banner, purchase help and footer columns from site placeholders, on the server', async () => {
    const placeholders = await apiPlaceholders();
    const banner = placeholders.find((placeholder) => placeholder.type === PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER)!;
    const purchaseHelp = placeholders.find((placeholder) => placeholder.type === PLACEHOLDER_POSITION.PURCHASE_HELP)!;
    const aboutAndHelp = placeholders.find((placeholder) => placeholder.type === PLACEHOLDER_POSITION.ABOUT_AND_HELP)!;
    expect(banner && purchaseHelp && aboutAndHelp).toBeTruthy();
    const html = await serverHtml('/?lang=en');
    expect(placeholderSection(html, PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER)).toContain(`href="${banner.props.linkUrl}"`);
    expect(placeholderSection(html, PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER)).toContain(banner.props.label);
    // Purchase help: a navbar dropdown and a footer column link.
    expect(html.split(`href="${purchaseHelp.props.linkUrl}"`).length - 1).toBeGreaterThanOrEqual(1);
    expect(html).toContain(`>${purchaseHelp.props.label}<`);
    expect(html).toContain(`href="${aboutAndHelp.props.linkUrl}"`);
  });

  it('renders product-list head and foot placeholders matched by the category id, not on other categories', async () => {
    const placeholders = await apiPlaceholders();
    const head = placeholders.find((placeholder) => placeholder.type === PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD && placeholder.props.query_fields?.category);
    expect(head).toBeTruthy();
    const categoryId = head!.props.query_fields!.category!;
    const html = await serverHtml(`/products/categories/${categoryId}?lang=en`);
    expect(placeholderSection(html, PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD)).toContain('data-composed-page');
    expect(placeholderSection(html, PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT)).toContain('data-composed-page');

    const categories = (await (await fetch(`${server('apiUrl')}/api/v1/products/categories/`)).json()) as { id: number }[];
    const matchedIds = new Set(placeholders.flatMap((placeholder) => Object.values(placeholder.props.query_fields ?? {})));
    const other = categories.find((category) => !matchedIds.has(String(category.id)))!;
    const otherHtml = await serverHtml(`/products/categories/${other.id}?lang=en`);
    expect(otherHtml).not.toContain(`data-placeholder="${PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD}"`);
  });
});
