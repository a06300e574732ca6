import { ERROR_PAGE_KIND } from '@salon/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../i18n/defineNamespace';
import { UiTextsProvider } from '../../i18n/UiTextsProvider';
import { ErrorPage } from './ErrorPage';
import { errorPageTexts } from './errorPageTexts';

describe('errorPageTexts', () => {
  it('carries every text ErrorPage shows, in each of the five languages, and nothing else', () => {
    for (const language of UI_LANGUAGES) {
      const texts = errorPageTexts(language);
      expect(Object.keys(texts).sort()).toEqual(['common', 'frame']);
      expect(Object.keys(texts.frame as object)).toHaveLength(6);
      for (const kind of Object.values(ERROR_PAGE_KIND)) {
        const html = renderToStaticMarkup(
          <UiTextsProvider language={language} texts={texts}>
            <ErrorPage kind={kind} />
          </UiTextsProvider>,
        );
        // A missing text shows as its key (frame.somethingWentWrong): only words may be on the page.
        expect(html, `${language} ${kind}`).not.toMatch(/(frame|common)\.\w+/);
      }
    }
  });

  it('is in the language asked for', () => {
    const html = renderToStaticMarkup(
      <UiTextsProvider language="et" texts={errorPageTexts('et')}>
        <ErrorPage kind={ERROR_PAGE_KIND.SOMETHING_WENT_WRONG} />
      </UiTextsProvider>,
    );
    expect(html).toContain('<h1 class="text-h1">Midagi läks valesti</h1>');
    expect(html).toContain('Tagasi avalehele');
  });
});
