import { describe, it, expect } from 'vitest';
import { creatorRouteSchema } from './creatorRoute';
import { schemeSchema } from './scheme';
import { componentSchema } from './component';
import { placeholderSchema } from './placeholder';
import { blueprintSchema } from './blueprint';
import { pageComponentDescriptorSchema } from './pageComponentDescriptor';
import { postSchema } from './post';
import { jobAdvertisementSchema } from './jobAdvertisement';

const U1 = '00000000-0000-0000-0000-000000000001';
const U2 = '00000000-0000-0000-0000-000000000002';

describe('creator schemas', () => {
  it('parses a campaign route and keeps extra props', () => {
    const route = creatorRouteSchema.parse({ uuid: U1, type: 'CAMPAIGN', props: { order: -1, is_highlighted: true, extra: 'x' } });
    expect(route.props.order).toBe(-1);
    expect(route.props['extra']).toBe('x');
    expect(creatorRouteSchema.safeParse({ uuid: U1, type: 'PAGE' }).success).toBe(false);
  });
  it('parses a scheme', () => {
    expect(schemeSchema.safeParse({
      uuid: U1, route_uuid: U2, language: 'et_EE', path: '/kampaania', type: 'CAMPAIGN',
      is_business: false, meta_image_src: null, created_at: '2025-01-01T00:00:00Z',
    }).success).toBe(true);
  });
  it('defaults a component slot and props', () => {
    const component = componentSchema.parse({
      uuid: U1, name: 'Spacer', parent_uuid: null, route_uuid: U2, scheme_uuid: U2, placeholder_uuid: null, index: 0,
    });
    expect(component.slot).toBe('default');
    expect(component.props).toEqual({});
  });
  it('defaults placeholder props', () => {
    const placeholder = placeholderSchema.parse({ uuid: U1, route_uuid: U2, scheme_uuid: U2, type: 'product_list_head', name: 'Head' });
    expect(placeholder.props).toEqual({ query_fields: {}, replace_original: false });
    const withQuery = placeholderSchema.parse({
      uuid: U1, route_uuid: U2, scheme_uuid: U2, type: 't', name: 'n', props: { query_fields: { brand: '4' } },
    });
    expect(withQuery.props.query_fields).toEqual({ brand: '4' });
  });
  it('requires uuids in a blueprint pattern', () => {
    expect(blueprintSchema.safeParse({ route_uuid: U1, scheme_uuid: U2, placeholder_uuid: null, pattern: [U1, U2] }).success).toBe(true);
    expect(blueprintSchema.safeParse({ route_uuid: U1, scheme_uuid: U2, placeholder_uuid: null, pattern: ['x'] }).success).toBe(false);
  });
  it('defaults descriptor slots to ["default"]', () => {
    expect(pageComponentDescriptorSchema.parse({ name: 'Carousel', uuid: U1, parent_uuid: null }).slots).toEqual(['default']);
  });
  it('parses posts and job ads', () => {
    expect(postSchema.safeParse({ path: '/hair', meta_title: 'Hair', created_at: '2025-02-01' }).success).toBe(true);
    expect(postSchema.safeParse({ path: '/hair', meta_title: 'Hair', created_at: 'soon' }).success).toBe(false);
    expect(jobAdvertisementSchema.safeParse({ title: 'Stylist', location: 'Tallinn', url: 'https://x.ee' }).success).toBe(true);
  });
});
