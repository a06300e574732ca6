import { BLOCK_NAME as B } from '@salon/domain';
import { createBlockContext, UiI18nProvider } from '@salon/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComposedPage } from './ComposedPage';
import { resolveComponentsForDelivery } from './deliveredComponents';
import type { StoredComponent } from './buildComponentTree';
import { campaignPage, homePage, loyaltyPage } from './pageFixtures';

const render = (components: readonly StoredComponent[]) =>
  renderToString(
    <UiI18nProvider language="en">
      <ComposedPage components={components} context={createBlockContext({ now: '2025-03-15T10:00:00Z' })} />
    </UiI18nProvider>,
  );

afterEach(() => vi.restoreAllMocks());

const heading = (props: Record<string, unknown>, uuid = 'h1'): StoredComponent => ({ uuid, name: B.CONTENT_HEAD, parent_uuid: null, props });

describe('resolveComponentsForDelivery', () => {
  it('sends resolved props without unknown or default-valued fields, marked', () => {
    const [delivered] = resolveComponentsForDelivery([heading({ title: 'Kevad', intro: '', unknownKey: 'dropped' })]);
    expect(delivered).toMatchObject({ props_resolved: true, props: { title: 'Kevad' } });
    expect(delivered!.props).not.toHaveProperty('unknownKey');
    expect(delivered!.props).not.toHaveProperty('intro');
  });

  it.each([
    ['home', homePage],
    ['campaign', campaignPage],
    ['loyalty', loyaltyPage],
  ])('renders the %s page to the same HTML as the stored props', (_name, page) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const delivered = resolveComponentsForDelivery(page);
    expect(delivered.some((component) => component.props_resolved)).toBe(true);
    expect(render(delivered)).toBe(render(page));
  });

  it('leaves a block with a repaired field, an unknown block and a broken rule to the browser', () => {
    const invalid = heading({ title: 42 }, 'h2');
    const unknown: StoredComponent = { uuid: 'u1', name: 'NoSuchBlock', parent_uuid: null, props: { a: 1 } };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const delivered = resolveComponentsForDelivery([invalid, unknown]);
    expect(delivered[0]).toBe(invalid);
    expect(delivered[1]).toBe(unknown);
  });

  it('works out a frozen shared answer once', () => {
    const stored = Object.freeze([heading({ title: 'Kevad' })]);
    expect(resolveComponentsForDelivery(stored)).toBe(resolveComponentsForDelivery(stored));
  });
});
