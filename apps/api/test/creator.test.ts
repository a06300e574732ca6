import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { seedUuid } from '../src/seed/seedCreator';

const api = await createTestApi();
afterAll(() => api.close());
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const customer = await api.login(SEED_LOGIN.PRIVATE);
const BY_PATH = '/api/v1/creator/schemes-by-path/';
const DAY_MS = 86_400_000;

describe('schemes-by-path', () => {
  it('finds the home page in the asked language, with the route props', async () => {
    const response = await api.request('GET', `${BY_PATH}?type=ROUTE&path=/&language=et`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ language: 'et_EE', path: '/', type: 'ROUTE', is_business: false, publication: 'PUBLISHED', route: { type: 'ROUTE' } });
  });

  it('falls back to the other language versions of the route when allowed', async () => {
    // The English path of the spring campaign asked in Estonian: the Estonian scheme comes first.
    const strict = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&path=/campaigns/spring-campaign&language=et`);
    expect(strict.body).toEqual([]);
    const fallback = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&path=/campaigns/spring-campaign/&language=et&allow_fallback=true`);
    expect(fallback.status).toBe(200);
    expect(fallback.body.map((scheme: any) => [scheme.language, scheme.path])).toEqual([
      ['et_EE', '/campaigns/kevadkampaania'],
      ['en_US', '/campaigns/spring-campaign'],
    ]);
  });

  it('gives the page-language scheme its components in the same answer with with_components, and only that one', async () => {
    const path = `${BY_PATH}?type=CAMPAIGN&path=/campaigns/spring-campaign/&language=et&allow_fallback=true`;
    const both = await api.request('GET', `${path}&with_components=true`);
    expect(both.status).toBe(200);
    const [estonian, english] = both.body;
    expect(english.components_v2).toBeUndefined();
    const separate = await api.request('GET', `/api/v1/creator/components-v2/?scheme_uuid=${estonian.uuid}`);
    expect(estonian.components_v2).toEqual(separate.body);
    expect(estonian.components_v2.components.length).toBeGreaterThan(0);
    // The language defaults to the viewer's (Accept-Language).
    const viewer = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&path=/campaigns/spring-campaign/&allow_fallback=true&with_components=true`, { headers: { 'Accept-Language': 'en-US' } });
    expect(viewer.body.find((scheme: any) => scheme.language === 'en_US').components_v2.scheme_uuid).toBe(english.uuid);
    expect((await api.request('GET', path)).body[0].components_v2).toBeUndefined();
  });

  it('serves the business variant to business customers and the private one otherwise', async () => {
    const business = await api.request('GET', `${BY_PATH}?type=ROUTE&path=/&language=en&is_business=true`);
    expect(business.body.map((scheme: any) => scheme.is_business)).toEqual([true]);
    const privateOnes = await api.request('GET', `${BY_PATH}?type=ROUTE&path=/&language=en&is_business=false`);
    expect(privateOnes.body.map((scheme: any) => scheme.is_business)).toEqual([false]);
    // A route without a business variant still answers business customers.
    const loyalty = await api.request('GET', `${BY_PATH}?type=ROUTE&path=/loyalty&language=en&is_business=true`);
    expect(loyalty.body).toHaveLength(1);
  });

  it('lists campaigns of a language ordered by route order, with order and is_highlighted', async () => {
    const response = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&language=en`);
    expect(response.status).toBe(200);
    const orders = response.body.map((scheme: any) => scheme.route.props.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(orders).toEqual(expect.arrayContaining([-5, -1, 1, 2]));
    // The summer campaign is scheduled 30 days ahead: not served yet.
    expect(response.body.map((scheme: any) => scheme.path)).not.toContain('/campaigns/summer-campaign');
  });

  it('answers the existence-only variant with hasCampaigns', async () => {
    const yes = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&language=et&existence_only=true`);
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ hasCampaigns: true });
    expect(yes.headers.get('Cache-Control')).toContain('max-age=600');
    const no = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&language=fi&existence_only=true`);
    expect(no.body).toEqual({ hasCampaigns: false });
  });

  it('caches the existence-only answer publicly only when the request carries no credentials', async () => {
    const anonymous = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&language=et&existence_only=true`);
    expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=600');
    expect(anonymous.headers.get('Vary')).toContain('Authorization');
    for (const token of [admin, customer]) {
      const response = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&language=et&existence_only=true`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, max-age=600');
      expect(response.headers.get('Vary')).toContain('Authorization');
    }
    // A route admin counts PRIVATE schemes too: exactly why that answer must stay out of shared caches.
    const ADMIN = '/api/v1/creator/administrator';
    const route = await api.request('POST', `${ADMIN}/routes/`, { token: admin, body: { type: 'CAMPAIGN', name: 'Private existence probe' } });
    expect(route.status).toBe(201);
    const scheme = await api.request('POST', `${ADMIN}/schemes-v2/`, {
      token: admin,
      body: { route_uuid: route.body.uuid, language: 'lv', path: '/campaigns/private-existence-probe', publication: 'PRIVATE' },
    });
    expect(scheme.status).toBe(201);
    const lv = `${BY_PATH}?type=CAMPAIGN&language=lv&existence_only=true`;
    expect((await api.request('GET', lv)).body).toEqual({ hasCampaigns: false });
    expect((await api.request('GET', lv, { token: customer })).body).toEqual({ hasCampaigns: false });
    expect((await api.request('GET', lv, { token: admin })).body).toEqual({ hasCampaigns: true });
    expect((await api.request('DELETE', `${ADMIN}/routes/${route.body.uuid}/`, { token: admin })).status).toBeLessThan(300);
  });

  it('answers bad parameters with 400 and unknown paths with an empty list', async () => {
    const bad = await api.request('GET', `${BY_PATH}?type=BLOG&path=/`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('type');
    const language = await api.request('GET', `${BY_PATH}?type=ROUTE&path=/&language=xx`);
    expect(language.status).toBe(400);
    expect(language.body.errors).toHaveProperty('language');
    expect((await api.request('GET', `${BY_PATH}?type=ROUTE&path=/nope`)).body).toEqual([]);
  });

  it('shows PRIVATE schemes to route admins only', async () => {
    const query = `${BY_PATH}?type=POST&path=/inspiration/mustand`;
    expect((await api.request('GET', query)).body).toEqual([]);
    expect((await api.request('GET', query, { token: customer })).body).toEqual([]);
    const asAdmin = await api.request('GET', query, { token: admin });
    expect(asAdmin.body.map((scheme: any) => scheme.publication)).toEqual(['PRIVATE']);
  });
});

describe('scheduled schemes', () => {
  it('serves a scheme only inside its publish window', async () => {
    const route = await api.request('POST', '/api/v1/creator/administrator/routes/', { token: admin, body: { type: 'CAMPAIGN', name: 'Windows', props: { order: 9 } } });
    expect(route.status).toBe(201);
    const now = Date.now();
    const windows = {
      past: [now - 10 * DAY_MS, now - DAY_MS],
      current: [now - DAY_MS, now + DAY_MS],
      future: [now + DAY_MS, now + 10 * DAY_MS],
      open_ended: [now - DAY_MS, null],
    } as const;
    const languages = ['et', 'en', 'ru', 'fi'];
    for (const [index, [name, [start, end]]] of Object.entries(windows).entries()) {
      const created = await api.request('POST', '/api/v1/creator/administrator/schemes-v2/', {
        token: admin,
        body: {
          route_uuid: route.body.uuid,
          language: languages[index],
          path: `/campaigns/window-${name}`,
          publication: 'PUBLISHED',
          publish_start: new Date(start).toISOString(),
          publish_end: end === null ? null : new Date(end).toISOString(),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const served = await api.request('GET', `${BY_PATH}?type=CAMPAIGN`);
    const paths = served.body.map((scheme: any) => scheme.path).filter((path: string) => path.startsWith('/campaigns/window-'));
    expect(paths.sort()).toEqual(['/campaigns/window-current', '/campaigns/window-open_ended']);
    const future = await api.request('GET', `${BY_PATH}?type=CAMPAIGN&path=/campaigns/window-future&allow_fallback=true`);
    expect(future.body.map((scheme: any) => scheme.path).sort()).toEqual([]);
    // components-v2 follows the same rule for the public.
    const all = await api.request('GET', `/api/v1/creator/administrator/schemes-v2/?route_uuid=${route.body.uuid}`, { token: admin });
    const futureScheme = all.body.results.find((scheme: any) => scheme.path === '/campaigns/window-future');
    expect((await api.request('GET', `/api/v1/creator/components-v2/?scheme_uuid=${futureScheme.uuid}`)).status).toBe(404);
    expect((await api.request('GET', `/api/v1/creator/components-v2/?scheme_uuid=${futureScheme.uuid}`, { token: admin })).status).toBe(200);
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await api.request('POST', '/api/v1/creator/administrator/schemes-v2/', {
      token: admin,
      body: { route_uuid: seedUuid('route:home'), language: 'ru', path: '/', publish_start: '2030-01-02T00:00:00Z', publish_end: '2030-01-01T00:00:00Z' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('publish_end');
  });
});

describe('components and placeholders', () => {
  it('returns a scheme\'s components, pattern and placeholders without credentials', async () => {
    const scheme = seedUuid('scheme:home:et_EE');
    const response = await api.request('GET', `/api/v1/creator/components-v2/?scheme_uuid=${scheme}`);
    expect(response.status).toBe(200);
    const { components, pattern } = response.body;
    const carousel = components.find((component: any) => component.name === 'Carousel');
    expect(carousel).toMatchObject({ parent_uuid: null, slots: ['default'] });
    expect(components.filter((component: any) => component.parent_uuid === carousel.uuid).map((component: any) => component.name)).toEqual(['CarouselItem', 'CarouselItem']);
    const wrapper = components.find((component: any) => component.name === 'SplitPreviewWrapper');
    expect(components.filter((component: any) => component.parent_uuid === wrapper.uuid)).toHaveLength(3);
    expect(pattern[0]).toBe(carousel.uuid);
    expect(pattern).toHaveLength(components.filter((component: any) => component.parent_uuid === null).length);
  });

  it('answers unknown or malformed scheme uuids with 404 / 400', async () => {
    expect((await api.request('GET', '/api/v1/creator/components-v2/?scheme_uuid=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.request('GET', '/api/v1/creator/components-v2/?scheme_uuid=nope')).status).toBe(400);
  });

  it('lists public placeholders with query_fields and their components', async () => {
    const response = await api.request('GET', '/api/v1/creator/placeholders/?language=et');
    expect(response.status).toBe(200);
    const types = response.body.map((placeholder: any) => placeholder.type);
    expect(types).toEqual(expect.arrayContaining(['navbar_top_banner', 'purchase_help', 'training_center', 'footer_contact', 'about_and_help', 'product_list_head', 'events_list_head', 'campaign_list_head']));
    const brandHead = response.body.find((placeholder: any) => placeholder.name === 'Brand head');
    expect(brandHead.props.query_fields).toEqual({ brand: expect.stringMatching(/^\d+$/) });
    expect(brandHead.components.map((component: any) => component.name)).toEqual(['BrandHead']);
    expect(brandHead.pattern).toEqual([brandHead.components[0].uuid]);
    const banner = response.body.find((placeholder: any) => placeholder.type === 'navbar_top_banner');
    expect(banner.props).toMatchObject({ label: expect.any(String), linkUrl: '/delivery' });
    // The footer columns hold link content in both languages (not just a spacer or a line).
    for (const language of ['et', 'en']) {
      const footer = (await api.request('GET', `/api/v1/creator/placeholders/?language=${language}`)).body.filter((placeholder: any) =>
        ['footer_contact', 'about_and_help'].includes(placeholder.type),
      );
      expect(footer.map((placeholder: any) => placeholder.type).sort()).toEqual(['about_and_help', 'footer_contact']);
      for (const placeholder of footer) {
        const links = placeholder.components.filter((component: any) => typeof component.props.linkUrl === 'string' && component.props.linkUrl.startsWith('/'));
        expect(links.length, `${language} ${placeholder.type}`).toBeGreaterThanOrEqual(2);
        for (const link of links) expect(link.props.i18n_title).toMatchObject({ et_EE: { value: expect.stringMatching(/\S/) }, en_US: { value: expect.stringMatching(/\S/) } });
      }
    }
    const onlyEvents = await api.request('GET', `/api/v1/creator/placeholders/?route_uuid=${seedUuid('route:events')}&language=en`);
    expect(onlyEvents.body.map((placeholder: any) => placeholder.type).sort()).toEqual(['events_list_bottom', 'events_list_head']);
  });

  it('lists public components by route_uuid and language', async () => {
    const response = await api.request('GET', `/api/v1/creator/components/?route_uuid=${seedUuid('route:events')}&language=en`);
    expect(response.status).toBe(200);
    expect(response.body.every((component: any) => component.scheme_uuid === seedUuid('scheme:events:en_US'))).toBe(true);
    expect(response.body.map((component: any) => component.name)).toEqual(expect.arrayContaining(['AccordionWrapper', 'AccordionToggle', 'IconTextBoxRow']));
    expect((await api.request('GET', '/api/v1/creator/components/')).status).toBe(400);
  });
});

describe('posts list', () => {
  it('lists posts by type and language, newest first, paged', async () => {
    const response = await api.request('GET', '/api/v1/creator/posts/?type=POST&language=en&page_size=2');
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(3);
    expect(response.body.next).toBe(2);
    expect(response.body.results[0]).toMatchObject({ path: '/inspiration/spring-hair-trends', meta_title: 'Spring hair trends', meta_image_src: expect.stringContaining('/media/products/') });
    const created = response.body.results.map((post: any) => post.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const second = await api.request('GET', '/api/v1/creator/posts/?language=en&page=2&page_size=2');
    expect(second.body.results).toHaveLength(1);
    // The private draft is not a public post.
    const et = await api.request('GET', '/api/v1/creator/posts/?language=et');
    expect(et.body.results.map((post: any) => post.path)).not.toContain('/inspiration/mustand');
  });
});
