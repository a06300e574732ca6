import type { CreatorComponent, CreatorPlaceholder, CreatorRoute, CreatorScheme } from '../api';
import type { FakeData } from './fakeCreatorApi';

/** A campaign route of the stories, with an Estonian private scheme and its blocks. */
export const storyRoute: CreatorRoute = { uuid: 'route-1', type: 'CAMPAIGN', name: 'Spring campaign', props: { order: 3, is_highlighted: true } };

export const storyScheme: CreatorScheme = {
  uuid: 'scheme-et',
  route_uuid: 'route-1',
  language: 'et_EE',
  path: '/campaigns/spring',
  type: 'CAMPAIGN',
  is_business: false,
  shop_id: null,
  meta_title: 'Spring campaign',
  meta_description: 'Spring offers for salons',
  meta_image_src: null,
  publication: 'UNPUBLISHED',
  publish_start: '2026-03-01T08:00:00.000Z',
  publish_end: null,
};

const block = (uuid: string, name: string, index: number, props: Record<string, unknown> = {}, parent: string | null = null): CreatorComponent =>
  ({ uuid, name, props, parent_uuid: parent, slot: 'default', slots: [], placeholder_uuid: null, index, scheme_uuid: storyScheme.uuid, route_uuid: storyRoute.uuid }) as CreatorComponent;

export const storyComponents: CreatorComponent[] = [
  block('c-head', 'ContentSubhead', 0, { i18n_title: { et_EE: { value: 'Kevad' } } }),
  block('c-wrapper', 'SplitPreviewWrapper', 1),
  block('c-mini-1', 'SplitPreviewMini', 0, {}, 'c-wrapper'),
  block('c-mini-2', 'SplitPreviewMini', 1, {}, 'c-wrapper'),
  block('c-spacer', 'Spacer', 2),
];

const storyPlaceholders: CreatorPlaceholder[] = [
  { uuid: 'ph-1', scheme_uuid: storyScheme.uuid, type: 'product_list_head', name: 'Brand head', props: { label: 'Spring', query_fields: { brand: '5' }, replace_original: false } },
];

export const storyData: Partial<FakeData> = {
  routes: [storyRoute],
  schemes: [storyScheme],
  placeholders: storyPlaceholders,
  components: storyComponents,
  blueprints: [],
  shops: [{ id: 1, name: 'Estonia', code: 'ee', country_id: 1 }],
};
