import { ComposedPage } from '@salon/block-registry';
import { createBlockContext, UiI18nProvider } from '@salon/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageSpec, PlainPage, toStored } from './pages';

// The render bench's floor is our registry's exact markup without the registry: when the
// registry's markup changes, the floor has to change with it, or `npm run render` stops.
describe('the render bench page', () => {
  it('renders the same HTML through the registry and as plain React', () => {
    const specs = pageSpec(50);
    const ours = renderToString(
      <UiI18nProvider language="en">
        <ComposedPage components={toStored(specs)} context={createBlockContext({ now: '2025-03-15T10:00:00Z' })} />
      </UiI18nProvider>,
    );
    expect(renderToString(<PlainPage specs={specs} />)).toBe(ours);
    expect(toStored(specs)).toHaveLength(50);
  });
});
