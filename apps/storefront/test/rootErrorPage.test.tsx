import { ERROR_PAGE_KIND } from '@salon/domain';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootErrorPage } from '../app/frame/RootErrorPage';
import { ErrorBoundary } from '../app/root';

/** The whole HTML once every suspended part has resolved (the fallback texts load lazily). */
async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

describe('root error page without the loader texts', () => {
  it('shows the error page in words when the root loader failed (API down: no texts, no session)', async () => {
    // The router starts in the state a failed root loader leaves: an error and no loader data.
    const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => null, Component: () => null, ErrorBoundary }], {
      hydrationData: { errors: { root: new Error('fetch failed') } },
    });
    const markup = await html(<RouterProvider router={router} />);
    expect(markup).toContain('data-error-kind="somethingWentWrong"');
    expect(markup).toContain('Midagi läks valesti');
    expect(markup).toContain('Tagasi avalehele');
    expect(markup).not.toMatch(/(frame|common)\.\w+/);
  });

  it('uses the fallback texts of the language it is given, and the loader texts when there are some', async () => {
    const russian = await html(<RootErrorPage kind={ERROR_PAGE_KIND.PAGE_NOT_FOUND} language="ru" texts={{}} />);
    expect(russian).toContain('Страница не найдена');
    const given = await html(<RootErrorPage kind={ERROR_PAGE_KIND.PAGE_NOT_FOUND} language="en" texts={{ frame: { pageNotFound: 'From the loader' } }} />);
    expect(given).toContain('From the loader');
  });
});
