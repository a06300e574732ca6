/**
 * The HTML of fixture pages through ComposedPage, one line per page (sha256, length), for
 * comparing a render change before and after: run it on both versions and diff the outputs.
 * `--out DIR` also writes each page's HTML, to diff the pages themselves.
 *
 *   cd bench && NODE_ENV=production TSX_TSCONFIG_PATH=render/tsconfig.json node --import tsx render/html.tsx [--out DIR]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ComposedPage, type StoredComponent } from '@salon/block-registry';
import { createBlockContext, RENDER_MODE, shopperCatalogue, UiI18nProvider, UiTextsProvider, UI_LANGUAGES, type BlockRenderContext } from '@salon/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { brandPlaceholder, campaignPage, homePage, loyaltyPage } from '../../packages/block-registry/src/pageFixtures';
import { pageSpec, toStored } from './pages';

const { values: options } = parseArgs({ options: { out: { type: 'string' } } });

// Unknown and invalid fixture blocks warn by design; the warnings are not what is compared.
console.warn = () => {};

const view = createBlockContext({ now: '2025-03-15T10:00:00Z' });
const edit = createBlockContext({ now: '2025-03-15T10:00:00Z', mode: RENDER_MODE.EDIT, locale: 'et_EE' });
const page = (components: readonly StoredComponent[], context: BlockRenderContext = view, inline = false) => (
  <ComposedPage components={components} context={context} inlineEditing={inline ? { onCommit: async () => {} } : null} />
);

const pages: [string, ReactElement][] = [];
const fixtures = { home: homePage, campaign: campaignPage, brand: brandPlaceholder, loyalty: loyaltyPage, bench50: toStored(pageSpec(50)), bench500: toStored(pageSpec(500)) };
for (const [name, components] of Object.entries(fixtures)) {
  for (const language of UI_LANGUAGES) {
    pages.push([`${name}.${language}.all`, <UiI18nProvider language={language}>{page(components)}</UiI18nProvider>]);
    pages.push([`${name}.${language}.shopper`, <UiTextsProvider language={language} texts={shopperCatalogue(language)}>{page(components)}</UiTextsProvider>]);
  }
  pages.push([`${name}.et.edit`, <UiI18nProvider language="et">{page(components, edit, true)}</UiI18nProvider>]);
}

if (options.out) mkdirSync(options.out, { recursive: true });
for (const [name, element] of pages) {
  const html = renderToString(element);
  console.log(`${createHash('sha256').update(html).digest('hex').slice(0, 16)} ${String(html.length).padStart(7)} ${name}`);
  if (options.out) writeFileSync(path.join(options.out, `${name}.html`), html);
}
