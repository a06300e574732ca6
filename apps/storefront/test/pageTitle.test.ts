import type { StoredComponent } from '@salon/api-client';
import { describe, expect, it } from 'vitest';
import { composedPageHasTitle } from '../app/lib/pageTitle';

const component = (name: string, props: Record<string, unknown>): StoredComponent => ({
  uuid: `${name}-1`,
  name,
  parent_uuid: null,
  route_uuid: 'r',
  scheme_uuid: 's',
  placeholder_uuid: null,
  slot: 'default',
  slots: [],
  props,
  index: 0,
});

describe('composedPageHasTitle', () => {
  it('is true where a head block renders the page h1', () => {
    expect(composedPageHasTitle([component('Spacer', {}), component('ContentHead', { title: 'Spring hair trends' })])).toBe(true);
    expect(composedPageHasTitle([component('CategoryHead', { title: 'Shampoos' })])).toBe(true);
    expect(composedPageHasTitle([component('BrandHead', { i18n_title: { et: '', en: 'Aura' } })])).toBe(true);
  });

  it('is false where no head block has a title, so the route keeps its own h1', () => {
    expect(composedPageHasTitle([])).toBe(false);
    expect(composedPageHasTitle([component('ContentHead', { title: '' }), component('CategoryHead', {})])).toBe(false);
    expect(composedPageHasTitle([component('BrandHead', { i18n_title: { et: '' } })])).toBe(false);
    expect(composedPageHasTitle([component('RichText', { title: 'Not a head' })])).toBe(false);
  });
});
