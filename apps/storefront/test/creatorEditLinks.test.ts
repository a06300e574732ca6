import { describe, expect, it } from 'vitest';
import { pageEditorHref } from '../app/lib/creatorEditLinks';

describe('page editor link', () => {
  it('opens the creator on the route and scheme with the creator flags', () => {
    const url = new URL(pageEditorHref({ uuid: 's-1', route_uuid: 'r-1' }), 'http://x.test');
    expect(url.pathname).toBe('/admin/creator/edit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ route: 'r-1', scheme: 's-1', disableComposer: 'true', useCreator: 'true' });
  });
});
