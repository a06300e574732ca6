import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi } from './support/testApi';
import { SEED_LOGIN } from '../src/seed/accessData';
import { seedUuid } from '../src/seed/seedCreator';
import { COMPONENT_TREE_MAX_DEPTH, COMPONENT_TREE_MAX_NODES } from '../src/validation/creator';

const api = await createTestApi();
afterAll(() => api.close());
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const ADMIN = '/api/v1/creator/administrator';
const HOME_ET = seedUuid('scheme:home:et_EE');

const post = (path: string, body: unknown) => api.request('POST', `${ADMIN}${path}`, { token: admin, body });
const get = (path: string) => api.request('GET', `${ADMIN}${path}`, { token: admin });
const componentsOf = async (scheme: string) => (await api.request('GET', `/api/v1/creator/components-v2/?scheme_uuid=${scheme}`, { token: admin })).body;

async function newScheme(language = 'ru', path = `/test-${Math.random().toString(36).slice(2, 8)}`) {
  const route = await post('/routes/', { type: 'ROUTE', name: path });
  expect(route.status).toBe(201);
  const scheme = await post('/schemes-v2/', { route_uuid: route.body.uuid, language, path, publication: 'PUBLISHED' });
  expect(scheme.status, JSON.stringify(scheme.body)).toBe(201);
  return { route: route.body, scheme: scheme.body };
}

describe('administrator lists', () => {
  it('pages, searches and sorts routes, with list metadata in the spec field types', async () => {
    const page = await get('/routes/?type=CAMPAIGN&sort=order&page_size=2');
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(5);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toBe(2);
    expect(page.body.results.map((route: any) => route.order)).toEqual([-5, -1]);
    const types = page.body.metadata.fields.map((field: any) => field.type);
    expect(new Set(types)).toEqual(new Set(['string', 'radios', 'boolean', 'languageString', 'dateTime']));
    const search = await get('/routes/?q=kevadkampaania');
    expect(search.body.results.map((route: any) => route.name)).toEqual(['Spring campaign']);
    expect(search.body.results[0].meta_title).toMatchObject({ et_EE: { value: 'Kevadkampaania' } });
    const badSort = await get('/routes/?sort=password');
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors).toHaveProperty('sort');
  });

  it('filters schemes and serves every list\'s metadata', async () => {
    const schemes = await get('/schemes-v2/?type=POST&language=en&sort=-created_at');
    expect(schemes.body.results.every((scheme: any) => scheme.type === 'POST' && scheme.language === 'en_US')).toBe(true);
    expect(schemes.body.metadata.fields.find((field: any) => field.name === 'route_uuid').type).toBe('foreignKey');
    const metadata = await get('/metadata/');
    expect(Object.keys(metadata.body)).toEqual(expect.arrayContaining(['routes', 'schemes', 'placeholders', 'components', 'blueprints', 'files', 'documents', 'shops', 'audit_log']));
  });
});

describe('composition rules and prop schemas', () => {
  it('refuses a carousel item at the top level, naming the block, the rule and the field', async () => {
    const response = await post('/components/', { scheme_uuid: HOME_ET, name: 'CarouselItem', props: {} });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('COMPOSITION_RULE_VIOLATION');
    expect(response.body.message).toContain('CarouselItem');
    expect(response.body.message).toContain('Carousel');
    expect(response.body.errors.parent_uuid[0]).toContain('CarouselItem');
  });

  it('refuses placeholder-only blocks outside a placeholder and blocks in the wrong wrapper', async () => {
    const brandHead = await post('/components/', { scheme_uuid: HOME_ET, name: 'BrandHead' });
    expect(brandHead.status).toBe(400);
    expect(brandHead.body.errors).toHaveProperty('placeholder_uuid');
    expect(brandHead.body.message).toContain('a placeholder');
    const { components } = await componentsOf(HOME_ET);
    const wrapper = components.find((component: any) => component.name === 'SplitPreviewWrapper');
    const toggle = await post('/components/', { scheme_uuid: HOME_ET, name: 'AccordionToggle', parent_uuid: wrapper.uuid });
    expect(toggle.status).toBe(400);
    expect(toggle.body.errors.parent_uuid[0]).toMatch(/AccordionToggle.*AccordionWrapper/);
    const unknown = await post('/components/', { scheme_uuid: HOME_ET, name: 'Marquee' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('name');
    const productPreview = await post('/components/', { scheme_uuid: HOME_ET, name: 'ProductPreview' });
    expect(productPreview.status).toBe(400);
  });

  it('refuses props of the wrong type, keyed by field', async () => {
    const response = await post('/components/', { scheme_uuid: HOME_ET, name: 'HugeBanner', props: { title: 42, textColor: 'pink', closeTimeoutSeconds: 'soon', extra: 'kept' } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_BLOCK_PROPS');
    expect(response.body.message).toContain('HugeBanner');
    expect(Object.keys(response.body.errors).sort()).toEqual(['props.closeTimeoutSeconds', 'props.textColor', 'props.title']);
    const brand = await post('/components/', { scheme_uuid: HOME_ET, name: 'HorizontalProductList', props: { queryType: 'brand_favourites' } });
    expect(brand.status).toBe(400);
    expect(brand.body.errors).toHaveProperty(['props.favouriteBrandId']);
  });

  it('refuses an index beyond the database integer range with 400, on create and on update', async () => {
    const create = await post('/components/', { scheme_uuid: HOME_ET, name: 'Spacer', index: 2 ** 31 });
    expect(create.status).toBe(400);
    expect(create.body.errors).toHaveProperty(['index']);
    const { components } = await componentsOf(HOME_ET);
    const first = (components as { uuid: string; index: number }[])[0]!;
    const update = await api.request('PUT', `${ADMIN}/components/${first.uuid}/`, { token: admin, body: { index: 2 ** 31 } });
    expect(update.status).toBe(400);
    expect(update.body.errors).toHaveProperty(['index']);
    const after = ((await componentsOf(HOME_ET)).components as { uuid: string; index: number }[]).find((component) => component.uuid === first.uuid);
    expect(after?.index).toBe(first.index);
  });

  it('places valid blocks, keeps unknown extra props and appends top-level ones to the pattern', async () => {
    const { scheme } = await newScheme();
    const carousel = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Carousel', props: { slideDelay: '4,5', legacy: true } });
    expect(carousel.status).toBe(201);
    expect(carousel.body.props).toEqual({ slideDelay: '4,5', legacy: true });
    const slide = await post('/components/', { scheme_uuid: scheme.uuid, name: 'CarouselItem', parent_uuid: carousel.body.uuid, props: { title: 'A', colorSchemeNumber: 2 } });
    expect(slide.status).toBe(201);
    expect(slide.body).toMatchObject({ parent_uuid: carousel.body.uuid, index: 0, route_uuid: scheme.route_uuid });
    const spacer = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer', props: { height: 10 } });
    expect(spacer.body.index).toBe(1);
    const { pattern } = await componentsOf(scheme.uuid);
    expect(pattern).toEqual([carousel.body.uuid, spacer.body.uuid]);
    // Updating checks the same rules.
    const badUpdate = await api.request('PUT', `${ADMIN}/components/${slide.body.uuid}/`, { token: admin, body: { parent_uuid: null } });
    expect(badUpdate.status).toBe(400);
    const badProps = await api.request('PUT', `${ADMIN}/components/${slide.body.uuid}/`, { token: admin, body: { props: { colorSchemeNumber: 9 } } });
    expect(badProps.body.errors).toHaveProperty(['props.colorSchemeNumber']);
    const cycle = await api.request('PUT', `${ADMIN}/components/${carousel.body.uuid}/`, { token: admin, body: { parent_uuid: slide.body.uuid } });
    expect(cycle.status).toBe(400);
    const renamed = await api.request('PUT', `${ADMIN}/components/${carousel.body.uuid}/`, { token: admin, body: { name: 'Spacer' } });
    expect(renamed.status).toBe(400);
    const ok = await api.request('PUT', `${ADMIN}/components/${slide.body.uuid}/`, { token: admin, body: { props: { title: 'B' }, index: 3 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ props: { title: 'B' }, index: 3 });
  });

  it('places split previews and placeholder-only blocks in placeholders', async () => {
    const { scheme } = await newScheme();
    const placeholder = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: 'product_list_head', name: 'Brand', props: { query_fields: { brand: '3' } } });
    expect(placeholder.status).toBe(201);
    expect(placeholder.body.props).toMatchObject({ query_fields: { brand: '3' }, replace_original: false });
    const head = await post('/components/', { scheme_uuid: scheme.uuid, name: 'BrandHead', placeholder_uuid: placeholder.body.uuid });
    expect(head.status).toBe(201);
    const mini = await post('/components/', { scheme_uuid: scheme.uuid, name: 'SplitPreviewMini', placeholder_uuid: placeholder.body.uuid, props: { bgColor: 'Green' } });
    expect(mini.status).toBe(201);
    const blueprints = await get(`/blueprints/?scheme_uuid=${scheme.uuid}`);
    expect(blueprints.body.results).toEqual([expect.objectContaining({ placeholder_uuid: placeholder.body.uuid, pattern: [head.body.uuid, mini.body.uuid] })]);
    const badType = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: 'sidebar' });
    expect(badType.body.errors).toHaveProperty('type');
  });

  it('refuses placeholder links the storefront would not render (javascript:, data:, vbscript:), on create and update', async () => {
    const { scheme } = await newScheme();
    for (const linkUrl of ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JaVa\tScRiPt:alert(1)', 'javascript&colon;alert(1)']) {
      const created = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: 'navbar_top_banner', props: { label: 'Sale', linkUrl } });
      expect(created.status, linkUrl).toBe(400);
      expect(created.body.errors, linkUrl).toHaveProperty(['props.linkUrl']);
    }
    const placeholder = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: 'navbar_top_banner', props: { label: 'Sale', linkUrl: '/campaigns/sale' } });
    expect(placeholder.status).toBe(201);
    const update = await api.request('PUT', `${ADMIN}/placeholders/${placeholder.body.uuid}/`, { token: admin, body: { props: { label: 'Sale', linkUrl: 'data:text/html,x' } } });
    expect(update.status).toBe(400);
    expect((await get(`/placeholders/${placeholder.body.uuid}/`)).body.props.linkUrl).toBe('/campaigns/sale');
  });
});

describe('blueprints', () => {
  it('sets a pattern of top-level components of the scheme and refuses strangers', async () => {
    const { scheme } = await newScheme();
    const first = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' });
    const second = await post('/components/', { scheme_uuid: scheme.uuid, name: 'HorizontalLine' });
    const reordered = await post('/blueprints/', { scheme_uuid: scheme.uuid, pattern: [second.body.uuid, first.body.uuid] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.pattern).toEqual([second.body.uuid, first.body.uuid]);
    const { components } = await componentsOf(HOME_ET);
    const stranger = await post('/blueprints/', { scheme_uuid: scheme.uuid, pattern: [components[0].uuid] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toHaveProperty('pattern');
    const twice = await api.request('PUT', `${ADMIN}/blueprints/${reordered.body.uuid}/`, { token: admin, body: { pattern: [first.body.uuid, first.body.uuid] } });
    expect(twice.status).toBe(400);
  });
});

describe('deleting components', () => {
  it('removes a wrapper with its whole subtree and their pattern entries in one go', async () => {
    const { scheme } = await newScheme();
    const wrapper = await post('/components/', { scheme_uuid: scheme.uuid, name: 'SplitPreviewWrapper' });
    const nested = await post('/components/', { scheme_uuid: scheme.uuid, name: 'SplitPreviewWrapper', parent_uuid: wrapper.body.uuid });
    const minis = [];
    for (const parent of [wrapper.body.uuid, nested.body.uuid, nested.body.uuid]) {
      minis.push((await post('/components/', { scheme_uuid: scheme.uuid, name: 'SplitPreviewMini', parent_uuid: parent })).body.uuid);
    }
    const spacer = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' });
    // A pattern that (wrongly) listed a child too must lose it as well: set it directly in the database.
    await api.database.db.execute(
      (await import('drizzle-orm')).sql`update creator_blueprints set pattern = ${JSON.stringify([wrapper.body.uuid, minis[0], spacer.body.uuid])}::jsonb where scheme_uuid = ${scheme.uuid} and placeholder_uuid is null`,
    );
    const deleted = await api.request('DELETE', `${ADMIN}/components/${wrapper.body.uuid}/`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted.sort()).toEqual([wrapper.body.uuid, nested.body.uuid, ...minis].sort());
    const after = await componentsOf(scheme.uuid);
    expect(after.components.map((component: any) => component.uuid)).toEqual([spacer.body.uuid]);
    expect(after.pattern).toEqual([spacer.body.uuid]);
    expect((await api.request('DELETE', `${ADMIN}/components/${wrapper.body.uuid}/`, { token: admin })).status).toBe(404);
  });
});

describe('scheme clone', () => {
  it('copies placeholders, the component tree with new uuids and intact links, and remapped blueprints', async () => {
    const source = seedUuid('scheme:site:et_EE');
    const before = await componentsOf(source);
    const sourceHome = await componentsOf(HOME_ET);
    const clone = await post(`/scheme-clone/${HOME_ET}/`, { language: 'fi', is_business: false, shop_id: null });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(clone.body).toMatchObject({ language: 'fi_FI', path: '/', publication: 'UNPUBLISHED', route_uuid: seedUuid('route:home') });
    expect(clone.body.copied.components).toBe(sourceHome.components.length);
    const copy = await componentsOf(clone.body.uuid);
    const oldUuids = new Set(sourceHome.components.map((component: any) => component.uuid));
    expect(copy.components.some((component: any) => oldUuids.has(component.uuid))).toBe(false);
    const byUuid = new Map(copy.components.map((component: any) => [component.uuid, component]));
    // Same shape: every parent link points inside the copy, and names per parent name match.
    const shape = (components: any[]) => {
      const names = new Map(components.map((component) => [component.uuid, component.name]));
      return components.map((component) => `${component.parent_uuid ? names.get(component.parent_uuid) : 'ROOT'}>${component.name}#${component.index}`).sort();
    };
    for (const component of copy.components) if (component.parent_uuid) expect(byUuid.has(component.parent_uuid)).toBe(true);
    expect(shape(copy.components)).toEqual(shape(sourceHome.components));
    expect(copy.pattern.map((uuid: string) => (byUuid.get(uuid) as any).name)).toEqual(sourceHome.pattern.map((uuid: string) => sourceHome.components.find((component: any) => component.uuid === uuid).name));

    const siteClone = await post(`/scheme-clone/${source}/`, { language: 'ru', is_business: true, shop_id: 1, path: '/_site-ru' });
    expect(siteClone.status).toBe(201);
    expect(siteClone.body).toMatchObject({ is_business: true, shop_id: 1, path: '/_site-ru' });
    const siteCopy = await componentsOf(siteClone.body.uuid);
    expect(siteCopy.placeholders).toHaveLength(before.placeholders.length);
    const placeholderUuids = new Set(siteCopy.placeholders.map((placeholder: any) => placeholder.uuid));
    expect(siteCopy.components.every((component: any) => placeholderUuids.has(component.placeholder_uuid))).toBe(true);
    for (const placeholder of siteCopy.placeholders) {
      const own = siteCopy.components.filter((component: any) => component.placeholder_uuid === placeholder.uuid && component.parent_uuid === null);
      expect(placeholder.pattern ?? []).toEqual(own.map((component: any) => component.uuid));
    }
  });

  it('refuses a clone onto an existing language variant or an unknown shop', async () => {
    const duplicate = await post(`/scheme-clone/${HOME_ET}/`, { language: 'en', is_business: false });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toHaveProperty('language');
    const shop = await post(`/scheme-clone/${HOME_ET}/`, { language: 'lv', shop_id: 999 });
    expect(shop.status).toBe(400);
    expect(shop.body.errors).toHaveProperty('shop_id');
    expect((await post('/scheme-clone/00000000-0000-4000-8000-000000000000/', { language: 'lv' })).status).toBe(404);
  });
});

describe('routes, schemes and placeholders CRUD', () => {
  it('creates, updates and deletes with cascades and audit rows', async () => {
    const { route, scheme } = await newScheme('lv', '/crud-test');
    const updated = await api.request('PUT', `${ADMIN}/routes/${route.uuid}/`, { token: admin, body: { type: 'CAMPAIGN', props: { order: 4, is_highlighted: true } } });
    expect(updated.body).toMatchObject({ type: 'CAMPAIGN', props: { order: 4, is_highlighted: true } });
    expect((await get(`/schemes-v2/${scheme.uuid}/`)).body.type).toBe('CAMPAIGN');
    const schemeUpdate = await api.request('PUT', `${ADMIN}/schemes-v2/${scheme.uuid}/`, { token: admin, body: { meta_title: 'Uus', path: 'crud-test-2/' } });
    expect(schemeUpdate.body).toMatchObject({ meta_title: 'Uus', path: '/crud-test-2' });
    const conflict = await post('/schemes-v2/', { route_uuid: seedUuid('route:campaign:spring'), language: 'lv', path: '/crud-test-2' });
    expect(conflict.status).toBe(400);
    expect(conflict.body.errors).toHaveProperty('path');
    const unknownRoute = await post('/schemes-v2/', { route_uuid: '00000000-0000-4000-8000-000000000000', language: 'lv', path: '/x' });
    expect(unknownRoute.body.errors).toHaveProperty('route_uuid');
    await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' });
    expect((await api.request('DELETE', `${ADMIN}/routes/${route.uuid}/`, { token: admin })).status).toBe(204);
    expect((await get(`/schemes-v2/${scheme.uuid}/`)).status).toBe(404);
    expect((await get(`/components/?scheme_uuid=${scheme.uuid}`)).body.count).toBe(0);
    const audit = await api.request('GET', `/api/v1/administrator/audit-log/?entity=creator_route&entity_id=${route.uuid}`, { token: admin });
    expect(audit.body.results.map((row: any) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(audit.body.results[0]).toMatchObject({ user_email: SEED_LOGIN.TH_ADMIN, created_at: expect.any(String) });
  });
});

describe('pasting a block subtree (components-tree)', () => {
  const TREE = '/components-tree/';
  const mini = (title: string) => ({ name: 'SplitPreviewMini', slot: 'default', props: { bgColor: 'Green', i18n_title: { en_US: { value: title } } }, children: [] });
  const counts = async () => {
    const { sql } = await import('drizzle-orm');
    const [row] = (
      await api.database.db.execute<{ components: number; blueprints: number; audit: number }>(
        sql`select (select count(*)::int from creator_components) as components, (select count(*)::int from creator_blueprints) as blueprints, (select count(*)::int from admin_audit_log) as audit`,
      )
    ).rows;
    return row;
  };

  it('creates the whole tree with new uuids, intact parent links and order, and appends the root to the pattern', async () => {
    const { scheme } = await newScheme();
    const existing = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' });
    const before = await counts();
    const response = await post(TREE, {
      scheme_uuid: scheme.uuid,
      tree: [
        { name: 'SplitPreviewWrapper', props: {}, slot: 'default', children: [mini('one'), { name: 'SplitPreviewWrapper', props: {}, slot: 'default', children: [mini('two'), mini('three')] }, mini('four')] },
        { name: 'HorizontalLine', props: {}, slot: 'default', children: [] },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const created = response.body.components as any[];
    expect(created.map((component) => component.name)).toEqual(['SplitPreviewWrapper', 'SplitPreviewMini', 'SplitPreviewWrapper', 'SplitPreviewMini', 'SplitPreviewMini', 'SplitPreviewMini', 'HorizontalLine']);
    expect(new Set(created.map((component) => component.uuid)).size).toBe(7);
    const [root, one, inner, two, three, four, line] = created;
    expect([root.parent_uuid, one.parent_uuid, inner.parent_uuid, two.parent_uuid, three.parent_uuid, four.parent_uuid, line.parent_uuid]).toEqual([null, root.uuid, root.uuid, inner.uuid, inner.uuid, root.uuid, null]);
    expect(created.map((component) => component.index)).toEqual([1, 0, 1, 0, 1, 2, 2]);
    expect(three.props).toMatchObject({ bgColor: 'Green', i18n_title: { en_US: { value: 'three' } } });
    expect(created.every((component) => component.scheme_uuid === scheme.uuid && component.route_uuid === scheme.route_uuid && component.placeholder_uuid === null)).toBe(true);
    const after = await counts();
    expect(after!.components - before!.components).toBe(7);
    expect(after!.audit - before!.audit).toBe(7);
    const stored = await componentsOf(scheme.uuid);
    expect(stored.pattern).toEqual([existing.body.uuid, root.uuid, line.uuid]);
    expect(stored.components.filter((component: any) => component.parent_uuid === inner.uuid).map((component: any) => component.uuid)).toEqual(expect.arrayContaining([two.uuid, three.uuid]));

    // Into an existing wrapper: after its children, placeholder and pattern untouched.
    const nested = await post(TREE, { scheme_uuid: scheme.uuid, parent_uuid: inner.uuid, tree: [mini('five')] });
    expect(nested.status).toBe(201);
    expect(nested.body.components[0]).toMatchObject({ parent_uuid: inner.uuid, index: 2 });
    expect((await componentsOf(scheme.uuid)).pattern).toEqual([existing.body.uuid, root.uuid, line.uuid]);
  });

  it('pastes into a placeholder: every node in it, the root in its pattern', async () => {
    const { scheme } = await newScheme();
    const placeholder = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: 'product_list_head', name: 'Brand' });
    const response = await post(TREE, { scheme_uuid: scheme.uuid, placeholder_uuid: placeholder.body.uuid, tree: [{ name: 'SplitPreviewWrapper', children: [mini('a')] }] });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.components.map((component: any) => component.placeholder_uuid)).toEqual([placeholder.body.uuid, placeholder.body.uuid]);
    const blueprints = await get(`/blueprints/?scheme_uuid=${scheme.uuid}`);
    expect(blueprints.body.results).toEqual([expect.objectContaining({ placeholder_uuid: placeholder.body.uuid, pattern: [response.body.components[0].uuid] })]);
  });

  it('inserts at a place among the siblings as the editor orders them, writing the order in the same call', async () => {
    const { scheme } = await newScheme();
    const [a, b, c] = [await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' }), await post('/components/', { scheme_uuid: scheme.uuid, name: 'HorizontalLine' }), await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer' })].map((response) => response.body.uuid as string);
    // The editor shows c, a, b (an unsaved move) and inserts a wrapper with its block before a.
    const top = await post(TREE, { scheme_uuid: scheme.uuid, index: 1, sibling_order: [c, a, b], tree: [{ name: 'SplitPreviewWrapper', children: [mini('new')] }] });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    const wrapper = top.body.components[0].uuid as string;
    expect((await componentsOf(scheme.uuid)).pattern).toEqual([c, wrapper, a, b]);

    // Under a parent: the children's indexes follow the order; a child the editor did not list stays, after them.
    const [one, two] = (await post(TREE, { scheme_uuid: scheme.uuid, parent_uuid: wrapper, tree: [mini('one'), mini('two')] })).body.components.map((row: any) => row.uuid as string);
    const firstChild = top.body.components[1].uuid as string;
    const inside = await post(TREE, { scheme_uuid: scheme.uuid, parent_uuid: wrapper, index: 0, sibling_order: [two, firstChild], tree: [mini('first')] });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    const children = (await componentsOf(scheme.uuid)).components.filter((row: any) => row.parent_uuid === wrapper).sort((x: any, y: any) => x.index - y.index);
    expect(children.map((row: any) => row.uuid)).toEqual([inside.body.components[0].uuid, two, firstChild, one]);
    expect(children.map((row: any) => row.index)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a sibling order naming a block of another parent or twice, and a position past its end, without writing', async () => {
    const { scheme } = await newScheme();
    const wrapper = (await post(TREE, { scheme_uuid: scheme.uuid, tree: [{ name: 'SplitPreviewWrapper', children: [mini('child')] }] })).body.components;
    const before = await counts();
    const stranger = await post(TREE, { scheme_uuid: scheme.uuid, sibling_order: [wrapper[1].uuid], tree: [{ name: 'Spacer' }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.sibling_order).toEqual([`${wrapper[1].uuid} is not a child here.`]);
    const twice = await post(TREE, { scheme_uuid: scheme.uuid, sibling_order: [wrapper[0].uuid, wrapper[0].uuid], tree: [{ name: 'Spacer' }] });
    expect(twice.body.errors).toHaveProperty('sibling_order');
    const past = await post(TREE, { scheme_uuid: scheme.uuid, index: 2, sibling_order: [wrapper[0].uuid], tree: [{ name: 'Spacer' }] });
    expect(past.body.errors).toHaveProperty('index');
    expect(await counts()).toEqual(before);
  });

  it('creates a placeholder for a block that lives in one, in the same transaction, or neither', async () => {
    const { sql } = await import('drizzle-orm');
    const placeholders = async () => (await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from creator_placeholders`)).rows[0]!.n;
    const { scheme } = await newScheme();
    const made = await post(TREE, { scheme_uuid: scheme.uuid, new_placeholder: { type: 'product_list_head', name: 'Brand head' }, tree: [{ name: 'SplitPreviewWrapper', children: [mini('a')] }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.placeholder).toMatchObject({ scheme_uuid: scheme.uuid, type: 'product_list_head', name: 'Brand head' });
    expect(made.body.components.map((row: any) => row.placeholder_uuid)).toEqual([made.body.placeholder.uuid, made.body.placeholder.uuid]);

    const before = [await counts(), await placeholders()];
    const refused = await post(TREE, { scheme_uuid: scheme.uuid, new_placeholder: { type: 'product_list_head' }, tree: [{ name: 'SplitPreviewWrapper', children: [{ ...mini('bad'), props: { bgColor: 'Pink' } }] }] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_BLOCK_PROPS');
    const mixed = await post(TREE, { scheme_uuid: scheme.uuid, placeholder_uuid: made.body.placeholder.uuid, new_placeholder: { type: 'product_list_head' }, tree: [mini('x')] });
    expect(mixed.body.errors).toHaveProperty('new_placeholder');
    expect([await counts(), await placeholders()]).toEqual(before);
  });

  it('reorders a parent\'s children or the top level in one call, and refuses a block of another parent', async () => {
    const { scheme } = await newScheme();
    const put = (body: unknown) => api.request('PUT', `${ADMIN}/components-order/`, { token: admin, body });
    const made = (await post(TREE, { scheme_uuid: scheme.uuid, tree: [{ name: 'SplitPreviewWrapper', children: [mini('a'), mini('b'), mini('c')] }] })).body.components;
    const [wrapper, a, b, c] = made.map((row: any) => row.uuid as string);
    const line = (await post('/components/', { scheme_uuid: scheme.uuid, name: 'HorizontalLine' })).body.uuid as string;

    const children = await put({ scheme_uuid: scheme.uuid, parent_uuid: wrapper, order: [c, a] });
    expect(children.status, JSON.stringify(children.body)).toBe(200);
    expect(children.body.order).toEqual([c, a, b]);
    const stored = (await componentsOf(scheme.uuid)).components.filter((row: any) => row.parent_uuid === wrapper).sort((x: any, y: any) => x.index - y.index);
    expect(stored.map((row: any) => row.uuid)).toEqual([c, a, b]);

    expect((await put({ scheme_uuid: scheme.uuid, order: [line, wrapper] })).status).toBe(200);
    expect((await componentsOf(scheme.uuid)).pattern).toEqual([line, wrapper]);

    const before = await counts();
    const stranger = await put({ scheme_uuid: scheme.uuid, order: [a] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.order).toEqual([`${a} is not a child here.`]);
    expect((await put({ scheme_uuid: scheme.uuid, parent_uuid: wrapper, order: [a, a] })).body.errors).toHaveProperty('order');
    expect(await counts()).toEqual(before);
  });

  it('refuses a forbidden block deep in the tree with 400 naming the block and the rule, and writes nothing', async () => {
    const { scheme } = await newScheme();
    const before = await counts();
    const response = await post(TREE, {
      scheme_uuid: scheme.uuid,
      tree: [{ name: 'SplitPreviewWrapper', children: [{ name: 'SplitPreviewWrapper', children: [mini('ok'), { name: 'AccordionToggle', props: {}, children: [] }] }] }],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('COMPOSITION_RULE_VIOLATION');
    expect(response.body.message).toMatch(/AccordionToggle.*SplitPreviewWrapper.*AccordionWrapper/);
    expect(Object.keys(response.body.errors)).toEqual(['tree.0.children.0.children.1.name']);
    expect(await counts()).toEqual(before);
    expect((await componentsOf(scheme.uuid)).components).toEqual([]);

    const badProps = await post(TREE, { scheme_uuid: scheme.uuid, tree: [{ name: 'SplitPreviewWrapper', children: [mini('ok'), { ...mini('bad'), props: { bgColor: 'Pink' } }] }] });
    expect(badProps.status).toBe(400);
    expect(badProps.body.code).toBe('INVALID_BLOCK_PROPS');
    expect(badProps.body.message).toContain('SplitPreviewMini');
    expect(badProps.body.errors).toHaveProperty(['tree.0.children.1.props.bgColor']);
    const rootRefused = await post(TREE, { scheme_uuid: scheme.uuid, tree: [mini('top')] });
    expect(rootRefused.status).toBe(400);
    expect(rootRefused.body.errors).toHaveProperty('placeholder_uuid');
    expect(await counts()).toEqual(before);
  });

  it('refuses trees over the depth and size limits, unknown targets and empty pastes without writing', async () => {
    const { scheme } = await newScheme();
    const before = await counts();
    let deep: any = mini('leaf');
    for (let level = 0; level < COMPONENT_TREE_MAX_DEPTH; level++) deep = { name: 'SplitPreviewWrapper', children: [deep] };
    const tooDeep = await post(TREE, { scheme_uuid: scheme.uuid, tree: [deep] });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.code).toBe('VALIDATION_ERROR');
    // The deepest allowed level may hold no children.
    expect(tooDeep.body.errors).toEqual({ [`tree.0${'.children.0'.repeat(COMPONENT_TREE_MAX_DEPTH - 1)}.children`]: [`A pasted subtree nests at most ${COMPONENT_TREE_MAX_DEPTH} blocks deep.`] });
    const tooMany = await post(TREE, { scheme_uuid: scheme.uuid, tree: [{ name: 'SplitPreviewWrapper', children: Array.from({ length: COMPONENT_TREE_MAX_NODES }, (_, index) => mini(`m${index}`)) }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.tree).toEqual([`A pasted subtree holds at most ${COMPONENT_TREE_MAX_NODES} blocks (this one has ${COMPONENT_TREE_MAX_NODES + 1}).`]);
    expect((await post(TREE, { scheme_uuid: scheme.uuid, tree: [] })).body.errors).toHaveProperty('tree');
    const unknownScheme = await post(TREE, { scheme_uuid: '00000000-0000-4000-8000-000000000000', tree: [mini('x')] });
    expect(unknownScheme.status).toBe(400);
    expect(unknownScheme.body.errors).toHaveProperty('scheme_uuid');
    expect(await counts()).toEqual(before);
  });

  it('needs a login (401) and IS_ROUTE_ADMIN (403) like a single create', async () => {
    const body = { scheme_uuid: HOME_ET, tree: [{ name: 'Spacer' }] };
    const before = await counts();
    const anonymous = await api.request('POST', `${ADMIN}${TREE}`, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_AUTHENTICATED');
    for (const login of [SEED_LOGIN.PRIVATE, SEED_LOGIN.TH_PRODUCT_ADMIN]) {
      const refused = await api.request('POST', `${ADMIN}${TREE}`, { token: await api.login(login), body });
      expect(refused.status, login).toBe(403);
      expect(refused.body.code).toBe('PERMISSION_DENIED');
    }
    expect(await counts()).toEqual(before);
  });
});
