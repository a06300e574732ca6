import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Suspense, use } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shopperCatalogue } from './catalogues';
import { sharedUiI18n } from './createUiI18n';
import { sharedUiI18nFromTexts } from './createUiI18nFromTexts';
import type { UiLanguage } from './defineNamespace';
import { UiI18nProvider } from './UiI18nProvider';
import { UiTextsProvider } from './UiTextsProvider';
import { useTranslation, type UiTranslation } from './useTranslation';

function Loading() {
  const { t, i18n } = useTranslation();
  return (
    <span lang={i18n.language}>{`${t('common.loading')} ${t('navbar.cart', { count: 2 })}`}</span>
  );
}

/** Suspends until `ready` settles, so two server renders can be interleaved at will. */
function After({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <Loading />;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A streaming server render, resolved with its whole HTML once every boundary is done. */
function stream(language: UiLanguage, ready: Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <UiTextsProvider language={language} texts={shopperCatalogue(language)}>
        <Loading />
        <Suspense fallback="…">
          <After ready={ready} />
        </Suspense>
        <Loading />
      </UiTextsProvider>,
      { onAllReady: () => pipe(sink), onError: reject },
    );
  });
}

describe('one translator per language', () => {
  it('shares the instance and the translation across renders and components', () => {
    expect(sharedUiI18n('et')).toBe(sharedUiI18n('et'));
    expect(sharedUiI18n('et')).not.toBe(sharedUiI18n('en'));
    expect(sharedUiI18nFromTexts('fi', shopperCatalogue('fi'))).toBe(sharedUiI18nFromTexts('fi', shopperCatalogue('fi')));
    const seen: UiTranslation[] = [];
    function Probe() {
      seen.push(useTranslation());
      return null;
    }
    for (let render = 0; render < 2; render++) {
      renderToStaticMarkup(
        <UiI18nProvider language="lv">
          <Probe />
          <Probe />
        </UiI18nProvider>,
      );
    }
    expect(seen).toHaveLength(4);
    // No per-component copy of the instance: every reader gets the very same object.
    for (const translation of seen) expect(translation).toBe(seen[0]);
    expect(seen[0]!.i18n).toBe(sharedUiI18n('lv'));
  });

  it('keeps each language in interleaved concurrent server renders', async () => {
    const et = deferred();
    const en = deferred();
    const estonian = stream('et', et.promise);
    const english = stream('en', en.promise);
    // Finish the later-started English render first, then the Estonian one.
    en.resolve();
    await new Promise((done) => setTimeout(done, 0));
    et.resolve();
    const [etHtml, enHtml] = await Promise.all([estonian, english]);
    expect(etHtml.match(/Laadin… Ostukorv, tooteid: 2/g)).toHaveLength(3);
    expect(etHtml.match(/lang="et"/g)).toHaveLength(3);
    expect(etHtml).not.toContain('Loading');
    expect(enHtml.match(/Loading… Cart, products: 2/g)).toHaveLength(3);
    expect(enHtml.match(/lang="en"/g)).toHaveLength(3);
    expect(enHtml).not.toContain('Laadin');
  });

  it('is the only translation runtime in the package sources', () => {
    // One runtime (@salon/domain's translator) for the components and the app: no i18next.
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && statSync(path.join(src, file)).isFile())
      .filter((file) => /from '(react-)?i18next'/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
