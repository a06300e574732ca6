import { BLOCK_NAME as B } from '@salon/domain';
import { createBlockContext, UiI18nProvider, type AnyBlockDefinition } from '@salon/ui';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_REGISTRY } from './blockRegistry';
import { storedComponent } from './pageFixtures';
import { ComposedPage } from './ComposedPage';
import { createLazyBlockRegistry } from './lazyBlockRegistry';
import { LazyComposedPage, preloadPageBlocks } from './LazyComposedPage';

const component = storedComponent;

const page = [
  component('head', B.CONTENT_HEAD, { title: 'Spring hair care' }, { index: 0 }),
  component('label', B.LABEL_TEXT_ITEM, { i18n_label: { en_US: { value: 'Author' } }, i18n_value: { en_US: { value: 'Mari' } } }, { parent_uuid: 'head' }),
  component('button', B.DYNAMIC_BUTTON, { label: 'Shop now', linkUrl: '/products' }, { index: 1 }),
];
const context = createBlockContext({ now: '2025-03-15T10:00:00Z' });

/** Loaders over the full registry that count their calls. */
function countingLoaders() {
  const calls: string[] = [];
  const loaders = Object.fromEntries(
    Object.entries(BLOCK_REGISTRY).map(([name, definition]) => [
      name,
      () => {
        calls.push(name);
        return Promise.resolve(definition as AnyBlockDefinition);
      },
    ]),
  );
  return { calls, loaders };
}

const inI18n = (children: ReactNode) => <UiI18nProvider language="en">{children}</UiI18nProvider>;

async function prerenderToString(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

afterEach(() => vi.restoreAllMocks());

describe('createLazyBlockRegistry', () => {
  it('loads each named block once, and answers null once nothing is missing', async () => {
    const { calls, loaders } = countingLoaders();
    const blocks = createLazyBlockRegistry(loaders);
    const first = blocks.load([B.CONTENT_HEAD, B.DYNAMIC_BUTTON, B.CONTENT_HEAD]);
    expect(first).not.toBeNull();
    // The same missing set gets the same promise (React's `use` needs one).
    expect(blocks.load([B.DYNAMIC_BUTTON, B.CONTENT_HEAD])).toBe(first);
    await first;
    expect(calls.sort()).toEqual([B.CONTENT_HEAD, B.DYNAMIC_BUTTON]);
    expect(blocks.registry[B.CONTENT_HEAD]).toBe(BLOCK_REGISTRY[B.CONTENT_HEAD]);
    expect(blocks.load([B.CONTENT_HEAD, B.DYNAMIC_BUTTON])).toBeNull();
    expect(Object.keys(blocks.registry).sort()).toEqual([B.CONTENT_HEAD, B.DYNAMIC_BUTTON]);
  });

  it('leaves names without a loader to the renderer', () => {
    const blocks = createLazyBlockRegistry(countingLoaders().loaders);
    expect(blocks.load(['RetiredBlock', 'constructor', '__proto__'])).toBeNull();
  });

  it('forgets a failed load, so the next render tries again', async () => {
    let fail = true;
    const blocks = createLazyBlockRegistry({
      [B.SPACER]: () => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(BLOCK_REGISTRY[B.SPACER]!)),
    });
    await expect(blocks.load([B.SPACER])).rejects.toThrow('chunk failed');
    fail = false;
    await blocks.load([B.SPACER]);
    expect(blocks.registry[B.SPACER]).toBe(BLOCK_REGISTRY[B.SPACER]);
  });
});

describe('LazyComposedPage', () => {
  it('loads the blocks it holds and renders what ComposedPage renders', async () => {
    const { calls, loaders } = countingLoaders();
    const blocks = createLazyBlockRegistry(loaders);
    const lazy = await prerenderToString(inI18n(<Suspense fallback="loading">{<LazyComposedPage blocks={blocks} components={page} context={context} />}</Suspense>));
    expect(lazy).toBe(await prerenderToString(inI18n(<Suspense fallback="loading">{<ComposedPage components={page} context={context} />}</Suspense>)));
    expect(lazy).toContain('data-block-names="ContentHead DynamicButton LabelTextItem"');
    expect(calls.sort()).toEqual([B.CONTENT_HEAD, B.DYNAMIC_BUTTON, B.LABEL_TEXT_ITEM]);
  });

  it('renders at once, without suspending, when its blocks are loaded already', async () => {
    const blocks = createLazyBlockRegistry(countingLoaders().loaders);
    await blocks.load([B.CONTENT_HEAD, B.DYNAMIC_BUTTON, B.LABEL_TEXT_ITEM]);
    // renderToString shows a Suspense fallback for anything that suspends.
    const html = renderToString(inI18n(<Suspense fallback="loading">{<LazyComposedPage blocks={blocks} components={page} context={context} />}</Suspense>));
    expect(html).not.toContain('loading');
    expect(html).toContain('Spring hair care');
  });
});

describe('preloadPageBlocks', () => {
  it('loads the blocks that the server-rendered pages of a document name', async () => {
    const { calls, loaders } = countingLoaders();
    const blocks = createLazyBlockRegistry(loaders);
    const root = {
      querySelectorAll: () => [{ getAttribute: () => 'BrandHead Spacer' }, { getAttribute: () => 'Spacer' }],
    } as unknown as ParentNode;
    await preloadPageBlocks(blocks, root);
    expect(calls.sort()).toEqual([B.BRAND_HEAD, B.SPACER]);
    expect(preloadPageBlocks(blocks, root)).toBeNull();
  });
});
