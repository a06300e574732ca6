import { BLOCK_NAME as B, contentSubheadSpec, DEFAULT_SLOT } from '@salon/domain';
import {
  createBlockContext,
  defineBlock,
  InlineEditBlockContext,
  InlineEditContext,
  SlotContent,
  UiI18nProvider,
  type BlockRenderContext,
  type BlockRenderProps,
  type InlineEditing,
} from '@salon/ui';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredComponent } from './buildComponentTree';
import { storedComponent } from './pageFixtures';
import { BLOCK_REGISTRY, type BlockRegistry } from './blockRegistry';
import { ComposedPage } from './ComposedPage';
import { renderComponentTree } from './renderComponentTree';

const component = storedComponent;

const render = (components: StoredComponent[], context: Partial<BlockRenderContext> = {}, pattern?: string[]) =>
  renderToString(
    <UiI18nProvider language="en">
      <ComposedPage components={components} context={createBlockContext({ now: '2025-03-15T10:00:00Z', ...context })} pattern={pattern} />
    </UiI18nProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('ComposedPage server render', () => {
  it('renders a composed page with nested slots to HTML', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([
      component('head', B.CONTENT_HEAD, { title: 'Spring hair care', intro: 'Fresh routines for the new season.', tags: 'hair, spring' }, { index: 0 }),
      component('label', B.LABEL_TEXT_ITEM, { i18n_label: { en_US: { value: 'Author' } }, i18n_value: { en_US: { value: 'Mari' } } }, { parent_uuid: 'head' }),
      component('accordion', B.ACCORDION_WRAPPER, { title: 'Questions' }, { index: 1 }),
      component('q2', B.ACCORDION_TOGGLE, { title: 'Second', content: [{ type: 'paragraph', data: { text: 'Two' } }] }, { parent_uuid: 'accordion', index: 2 }),
      component('q1', B.ACCORDION_TOGGLE, { title: 'First', isOpen: 'yes', content: [{ type: 'paragraph', data: { text: 'One <b>bold</b><script>alert(1)</script>' } }] }, { parent_uuid: 'accordion', index: 1 }),
      component('button', B.DYNAMIC_BUTTON, { label: 'Shop now', linkUrl: '/products', alignment: 'center' }, { index: 2 }),
    ]);
    expect(html).toContain('<h1 class="font-display text-h1">Spring hair care</h1>');
    expect(html).toMatch(/<dt[^>]*>Author<\/dt><dd[^>]*>Mari<\/dd>/);
    expect(html).toMatch(/<details open=""[^>]*>.*First.*<\/details>.*<details[^>]*>.*Second/);
    expect(html).toContain('One <strong>bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="/products"');
    expect(html.indexOf('data-block="ContentHead"')).toBeLessThan(html.indexOf('data-block="AccordionWrapper"'));
    expect(warn).not.toHaveBeenCalled();
  });

  it("marks a shopper's page so that its blocks after the first are laid out when near the viewport, and no other page", () => {
    const components = [component('a', B.CONTENT_SUBHEAD, { title: 'Alpha' }, { index: 0 }), component('b', B.CONTENT_SUBHEAD, { title: 'Beta' }, { index: 1 })];
    const context = createBlockContext({ now: '2025-03-15T10:00:00Z' });
    const shopper = renderToString(<UiI18nProvider language="en"><ComposedPage components={components} context={context} deferOffscreenBlocks /></UiI18nProvider>);
    expect(shopper).toMatch(/<div class="flex flex-col gap-section" data-composed-page="" data-block-names="[^"]*" data-defer-offscreen-blocks="">/);
    expect(render(components)).not.toContain('data-defer-offscreen-blocks');
  });

  it('orders top-level blocks by the blueprint pattern', () => {
    const html = render(
      [component('a', B.CONTENT_SUBHEAD, { title: 'Alpha' }, { index: 0 }), component('b', B.CONTENT_SUBHEAD, { title: 'Beta' }, { index: 1 })],
      {},
      ['b', 'a'],
    );
    expect(html.indexOf('Beta')).toBeLessThan(html.indexOf('Alpha'));
  });

  it('shows only visible carousel slides outside editing and all of them in edit mode', () => {
    const page = [
      component('carousel', B.CAROUSEL),
      component('live', B.CAROUSEL_ITEM, { title: 'Live now', startDateTime: '2025-03-01T00:00', endDateTime: '2025-04-01T00:00' }, { parent_uuid: 'carousel', index: 0 }),
      component('ended', B.CAROUSEL_ITEM, { title: 'Ended', endDateTime: '2025-01-01T00:00' }, { parent_uuid: 'carousel', index: 1 }),
    ];
    const view = render(page);
    expect(view).toContain('Live now');
    expect(view).not.toContain('Ended');
    const edit = render(page, { mode: 'edit' });
    expect(edit).toContain('Ended');
  });
});

describe('registry rendering rules', () => {
  it('warns about an unknown name and renders nothing for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([component('x', 'RetiredBlock', { title: 'Should not show' }), component('s', B.CONTENT_SUBHEAD, { title: 'Still here' })]);
    expect(html).not.toContain('Should not show');
    expect(html).toContain('Still here');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown block "RetiredBlock" (x)'));
  });

  it('replaces invalid stored fields by their defaults and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([component('b', B.DYNAMIC_BUTTON, { label: 'Go', linkUrl: '/go', alignment: 'diagonal' })]);
    expect(html).toContain('justify-start');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('alignment'));
  });

  it('hides a block that breaks a conditional rule outside editing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { queryType: 'brand_favourites', favouriteBrandId: null, title: 'Brand picks' };
    expect(render([component('list', B.HORIZONTAL_PRODUCT_LIST, props)])).not.toContain('Brand picks');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('favouriteBrandId'));
    expect(render([component('list', B.HORIZONTAL_PRODUCT_LIST, props)], { mode: 'edit' })).toContain('Brand picks');
  });

  it('never crashes on garbage props', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const garbage: unknown[] = [null, 'text', 42, [], { content: 'not blocks', imgSrc: 7, i18n_title: 'x' }];
    for (const props of garbage) {
      const children = renderComponentTree(
        [B.TITLE_WITH_TEXT_COLUMNS, B.BRAND_HEAD, B.HUGE_BANNER, B.POST_TEASER_LIST].map((name, index) =>
          component(`${name}-${index}`, name, props as Record<string, unknown>),
        ),
        createBlockContext(),
        { registry: BLOCK_REGISTRY },
      );
      expect(() => renderToString(<UiI18nProvider language="en">{children.map((child) => child.element)}</UiI18nProvider>)).not.toThrow();
    }
  });
});

describe('inline text editing', () => {
  const onCommit = async () => undefined;
  const editable = (components: StoredComponent[], registry?: BlockRegistry, inlineEditing: InlineEditing | null = { onCommit }) =>
    renderToString(
      <UiI18nProvider language="en">
        <ComposedPage components={components} context={createBlockContext({ now: '2025-03-15T10:00:00Z' })} registry={registry} inlineEditing={inlineEditing} />
      </UiI18nProvider>,
    );

  /** Shows what a block sees of the inline editing contexts. */
  function Probe({ uuid, slots }: BlockRenderProps<unknown>) {
    const block = useContext(InlineEditBlockContext);
    const editing = useContext(InlineEditContext);
    return (
      <section data-probe={uuid} data-seen-uuid={block?.uuid ?? 'none'} data-seen-name={block?.blockName ?? 'none'} data-commit={editing?.onCommit === onCommit ? 'page' : 'none'}>
        <SlotContent items={slots[DEFAULT_SLOT] ?? []} />
      </section>
    );
  }
  // Any spec will do: the probe reads no props.
const probeRegistry: BlockRegistry = { Probe: defineBlock(contentSubheadSpec, { slots: [DEFAULT_SLOT], render: Probe }) };

  it('tells every block, nested ones too, its own stored uuid and name and hands it the page handler', () => {
    const html = editable([component('outer', 'Probe'), component('inner', 'Probe', {}, { parent_uuid: 'outer' })], probeRegistry);
    expect(html).toContain('data-probe="outer" data-seen-uuid="outer" data-seen-name="Probe" data-commit="page"');
    expect(html).toContain('data-probe="inner" data-seen-uuid="inner" data-seen-name="Probe" data-commit="page"');
  });

  it('gives shoppers no editing context', () => {
    const html = editable([component('outer', 'Probe')], probeRegistry, null);
    expect(html).toContain('data-probe="outer" data-seen-uuid="none" data-seen-name="none" data-commit="none"');
  });

  it('makes block texts editable textboxes named after field and block in edit mode', () => {
    const html = editable([
      component('head', B.CONTENT_HEAD, { title: 'Spring hair care', intro: 'Fresh routines.' }),
      component('mini', B.SPLIT_PREVIEW_MINI, { i18n_title: { en_US: { value: 'Mini card', ext_id: null } } }),
    ]);
    expect(html).toMatch(/<h1 class="font-display text-h1"><span role="textbox"[^>]*aria-label="Edit Title of Page header"[^>]*contentEditable="plaintext-only"[^>]*>Spring hair care<\/span><\/h1>/);
    expect(html).toMatch(/<span role="textbox"[^>]*aria-label="Edit Introduction of Page header" aria-multiline="true"[^>]*>Fresh routines.<\/span>/);
    expect(html).toMatch(/<span role="textbox"[^>]*aria-label="Edit Title in each language of Small split preview"[^>]*data-inline-field="i18n_title"[^>]*>Mini card<\/span>/);
  });

  it('renders shoppers the plain markup with nothing editable', () => {
    const html = editable([component('head', B.CONTENT_HEAD, { title: 'Spring hair care', intro: 'Fresh routines.' })], undefined, null);
    expect(html).toContain('<h1 class="font-display text-h1">Spring hair care</h1>');
    expect(html).toContain('<p class="text-lead">Fresh routines.</p>');
    expect(html).not.toMatch(/contenteditable|role="textbox"/i);
  });
});
