import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_POSITION, PUBLICATION, incompleteComponents, type CreatorRouteType } from '@salon/domain';
import { creatorComponents, creatorSchemes } from '../src/db/schema';
import { SEED_LOGIN } from '../src/seed/accessData';
import { createTestApi } from './support/testApi';

const api = await createTestApi();
afterAll(() => api.close());
const admin = await api.login(SEED_LOGIN.TH_ADMIN);
const ADMIN = '/api/v1/creator/administrator';
const post = (path: string, body: unknown) => api.request('POST', `${ADMIN}${path}`, { token: admin, body });
const put = (path: string, body: unknown) => api.request('PUT', `${ADMIN}${path}`, { token: admin, body });
const get = (path: string) => api.request('GET', `${ADMIN}${path}`, { token: admin });

async function draftScheme(language = 'en_US') {
  const path = `/required-${Math.random().toString(36).slice(2, 8)}`;
  const route = await post('/routes/', { type: 'CAMPAIGN', name: path });
  expect(route.status).toBe(201);
  const scheme = await post('/schemes-v2/', { route_uuid: route.body.uuid, language, path, publication: PUBLICATION.UNPUBLISHED });
  expect(scheme.status, JSON.stringify(scheme.body)).toBe(201);
  return scheme.body as { uuid: string; publication: string; updated_at: string };
}

describe('required block fields (decision 0022)', () => {
  it('creates draft blocks with empty required fields, then refuses to publish the scheme until they are filled', async () => {
    const scheme = await draftScheme();
    // Blocks are created with their empty defaults: a required field must not block the draft.
    const button = await post('/components/', { scheme_uuid: scheme.uuid, name: 'DynamicButton', props: {} });
    expect(button.status, JSON.stringify(button.body)).toBe(201);
    const head = await post('/components/', { scheme_uuid: scheme.uuid, name: 'ContentHead', props: {} });
    expect(head.status, JSON.stringify(head.body)).toBe(201);
    const label = await post('/components/', { scheme_uuid: scheme.uuid, parent_uuid: head.body.uuid, name: 'LabelTextItem', props: { i18n_value: { et_EE: { value: 'Kadri', ext_id: null } } } });
    expect(label.status, JSON.stringify(label.body)).toBe(201);
    const spacer = await post('/components/', { scheme_uuid: scheme.uuid, name: 'Spacer', props: {} });
    expect(spacer.status).toBe(201);
    const before = await get(`/schemes-v2/${scheme.uuid}/`);

    const refused = await put(`/schemes-v2/${scheme.uuid}/`, { publication: PUBLICATION.PUBLISHED });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('SCHEME_INCOMPLETE');
    expect(refused.body.message).toContain('DynamicButton (label, linkUrl)');
    expect(refused.body.message).toContain('LabelTextItem (i18n_value)');
    // Only the English value counts on an English scheme; the Spacer has nothing required.
    expect(refused.body.errors).toEqual({
      [`${button.body.uuid}.label`]: ['Required.'],
      [`${button.body.uuid}.linkUrl`]: ['Required.'],
      [`${label.body.uuid}.i18n_value`]: ['Required.'],
    });
    const after = await get(`/schemes-v2/${scheme.uuid}/`);
    expect(after.body).toEqual(before.body);
    expect(after.body.publication).toBe(PUBLICATION.UNPUBLISHED);

    // Other changes of an incomplete draft still go through.
    const renamed = await put(`/schemes-v2/${scheme.uuid}/`, { meta_title: 'Draft title', publication: PUBLICATION.PRIVATE });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ meta_title: 'Draft title', publication: PUBLICATION.PRIVATE });

    expect((await put(`/components/${button.body.uuid}/`, { props: { label: 'See all', linkUrl: '/products' } })).status).toBe(200);
    const stillOne = await put(`/schemes-v2/${scheme.uuid}/`, { publication: PUBLICATION.PUBLISHED });
    expect(stillOne.status).toBe(400);
    expect(stillOne.body.errors).toEqual({ [`${label.body.uuid}.i18n_value`]: ['Required.'] });
    expect((await get(`/schemes-v2/${scheme.uuid}/`)).body.publication).toBe(PUBLICATION.PRIVATE);

    expect((await put(`/components/${label.body.uuid}/`, { props: { i18n_value: { en_US: { value: 'Kadri Kask', ext_id: null } } } })).status).toBe(200);
    const published = await put(`/schemes-v2/${scheme.uuid}/`, { publication: PUBLICATION.PUBLISHED });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.publication).toBe(PUBLICATION.PUBLISHED);
    expect((await get(`/schemes-v2/${scheme.uuid}/`)).body.publication).toBe(PUBLICATION.PUBLISHED);
  });

  it('checks the blocks of the scheme\'s placeholders too', async () => {
    const scheme = await draftScheme();
    const placeholder = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: PLACEHOLDER_POSITION.CAMPAIGN_LIST_HEAD, name: 'Head' });
    expect(placeholder.status, JSON.stringify(placeholder.body)).toBe(201);
    const contents = await post('/components/', { scheme_uuid: scheme.uuid, placeholder_uuid: placeholder.body.uuid, name: 'TableOfContents', props: { title: 'Contents' } });
    expect(contents.status, JSON.stringify(contents.body)).toBe(201);
    const button = await post('/components/', { scheme_uuid: scheme.uuid, parent_uuid: contents.body.uuid, name: 'ScrollToButton', props: { label: 'Results' } });
    expect(button.status, JSON.stringify(button.body)).toBe(201);
    const refused = await put(`/schemes-v2/${scheme.uuid}/`, { publication: PUBLICATION.PUBLISHED });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'SCHEME_INCOMPLETE', errors: { [`${button.body.uuid}.targetId`]: ['Required.'] } });
    expect(Object.keys(refused.body.errors)).toEqual([`${button.body.uuid}.targetId`]);
    expect((await get(`/schemes-v2/${scheme.uuid}/`)).body.publication).toBe(PUBLICATION.UNPUBLISHED);
  });

  it('every seeded published scheme is complete', async () => {
    const db = api.database.db;
    const schemes = await db.select().from(creatorSchemes).where(eq(creatorSchemes.publication, PUBLICATION.PUBLISHED));
    expect(schemes.length).toBeGreaterThan(10);
    let checked = 0;
    for (const scheme of schemes) {
      const components = await db.select().from(creatorComponents).where(eq(creatorComponents.schemeUuid, scheme.uuid));
      checked += components.length;
      const incomplete = incompleteComponents(components, { routeType: scheme.type as CreatorRouteType, language: scheme.language });
      expect(incomplete, `${scheme.path} (${scheme.language})`).toEqual([]);
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('stored values that would run, leave the site or restyle every page are refused on save (decision 0082)', () => {
  it('links, images, a scheme\'s share image and a placeholder\'s colours', async () => {
    const scheme = await draftScheme();
    for (const [name, props] of [
      ['DynamicButton', { label: 'b', linkUrl: 'javascript:alert(1)' }],
      ['DynamicButton', { label: 'b', linkUrl: 'data:text/html,<script>alert(1)</script>' }],
      ['ContentHead', { imgSrc: 'javascript:alert(1)' }],
    ] as const) {
      const refused = await post('/components/', { scheme_uuid: scheme.uuid, name, props });
      expect(refused.status, `${name} ${JSON.stringify(props)}`).toBe(400);
    }
    expect((await post('/components/', { scheme_uuid: scheme.uuid, name: 'DynamicButton', props: { label: 'b', linkUrl: '/contact' } })).status).toBe(201);
    expect((await put(`/schemes-v2/${scheme.uuid}/`, { meta_image_src: 'javascript:alert(3)' })).status).toBe(400);

    const placeholder = await post('/placeholders/', { scheme_uuid: scheme.uuid, type: PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER, name: 'Top strip' });
    expect(placeholder.status, JSON.stringify(placeholder.body)).toBe(201);
    const overlay = await put(`/placeholders/${placeholder.body.uuid}/`, { props: { label: 'Sale', linkUrl: '/products', backgroundColor: 'red;position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;opacity:0' } });
    expect(overlay.status).toBe(400);
    expect(overlay.body.errors).toHaveProperty(['props.backgroundColor']);
    expect((await put(`/placeholders/${placeholder.body.uuid}/`, { props: { label: 'Sale', linkUrl: '/products', backgroundColor: '#1d3557', textColor: 'white' } })).status).toBe(200);
  });
});
