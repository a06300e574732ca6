import { Hono } from 'hono';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CREATOR_ROUTE_TYPE, PERMISSION_FLAG, postSchema } from '@salon/domain';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { creatorBlueprints, creatorComponents, creatorPlaceholders, creatorRoutes, creatorSchemes } from '../db/schema';
import { notFound } from '../lib/errors';
import { readQuery } from '../lib/validate';
import { userHasPermission } from '../middleware/adminAccess';
import { CREATOR_ERROR_CODE, listSchemesOfType, schemeVisible, servedToAudience, serializeComponent, serializePlaceholder, serializeScheme } from '../services/creator';
import { componentsV2Query, postsQuery, publicComponentsQuery, publicPlaceholdersQuery, schemesByPathQuery } from '../validation/creator';
import { operations } from '../openapi/registry';
import { placeholderContentResponse, componentResponse, schemeComponentsResponse, schemeResponse } from '../responses/creator';
import { pagedResponse } from '../responses/paging';

/** The components-v2 answer of a scheme: its components, placeholders and their patterns. */
async function schemeComponents(db: Database, schemeUuid: string) {
  const [components, placeholders, blueprints] = await Promise.all([
    db.select().from(creatorComponents).where(eq(creatorComponents.schemeUuid, schemeUuid)).orderBy(asc(creatorComponents.index), asc(creatorComponents.createdAt), asc(creatorComponents.uuid)),
    db.select().from(creatorPlaceholders).where(eq(creatorPlaceholders.schemeUuid, schemeUuid)).orderBy(asc(creatorPlaceholders.createdAt), asc(creatorPlaceholders.uuid)),
    db.select().from(creatorBlueprints).where(eq(creatorBlueprints.schemeUuid, schemeUuid)),
  ]);
  return {
    scheme_uuid: schemeUuid,
    components: components.map(serializeComponent),
    pattern: blueprints.find((blueprint) => blueprint.placeholderUuid === null)?.pattern ?? null,
    placeholders: placeholders.map((placeholder) => ({
      ...serializePlaceholder(placeholder),
      pattern: blueprints.find((blueprint) => blueprint.placeholderUuid === placeholder.uuid)?.pattern ?? null,
    })),
  };
}

/**
 * Public creator calls (page-builder.md section 7). Proper statuses on errors: the client turns
 * failures into [] / null itself.
 */
export function creatorRoutesPublic() {
  const app = new Hono<AppEnv>();
  const isRouteAdmin = (c: { var: AppEnv['Variables'] }) => userHasPermission(c.var.viewer.user, PERMISSION_FLAG.IS_ROUTE_ADMIN);

  app.get('/creator/schemes-by-path/', async (c) => {
    const query = readQuery(c, schemesByPathQuery);
    const visible = schemeVisible(new Date(), isRouteAdmin(c));
    const db = c.var.db;

    if (query.existence_only) {
      const conditions: SQL[] = [eq(creatorSchemes.type, query.type), visible];
      if (query.language) conditions.push(eq(creatorSchemes.language, query.language));
      const [row] = await db.select({ uuid: creatorSchemes.uuid }).from(creatorSchemes).where(and(...conditions)).limit(1);
      // The answer depends on credentials (route admins count PRIVATE schemes), so a shared cache
      // may keep only the anonymous answer: with an Authorization header it is private
      // (docs/decisions/0008-creator-api.md).
      c.header('Cache-Control', c.req.header('Authorization') ? 'private, max-age=600' : 'public, max-age=600');
      c.header('Vary', 'Authorization');
      return c.json({ hasCampaigns: !!row });
    }

    const select = () =>
      db.select({ scheme: creatorSchemes, route: creatorRoutes }).from(creatorSchemes).innerJoin(creatorRoutes, eq(creatorRoutes.uuid, creatorSchemes.routeUuid));
    const audience = <Row extends { scheme: typeof creatorSchemes.$inferSelect }>(rows: Row[]): Row[] => servedToAudience(rows, query.is_business);

    if (!query.path) {
      // No path: the list of the type (campaign list, events list), in the language. The admin
      // campaign preview calls the same function with another moment.
      const rows = await listSchemesOfType(db, { type: query.type, language: query.language, isBusiness: query.is_business, at: new Date(), isRouteAdmin: isRouteAdmin(c) });
      return c.json(rows.map((row) => serializeScheme(row.scheme, row.route)));
    }

    const atPath = await select().where(and(eq(creatorSchemes.type, query.type), eq(creatorSchemes.path, query.path), visible));
    let rows = atPath;
    if (query.allow_fallback) {
      // Every visible language version of the routes found at this path; the client takes the
      // one in its language, else the first, and redirects to that scheme's path.
      const routeUuids = [...new Set(atPath.map((row) => row.scheme.routeUuid))];
      rows = routeUuids.length === 0 ? [] : await select().where(and(inArray(creatorSchemes.routeUuid, routeUuids), visible));
    } else if (query.language) {
      rows = atPath.filter((row) => row.scheme.language === query.language);
    }
    rows = audience(rows);
    const rank = (row: (typeof rows)[number]) =>
      (row.scheme.language === query.language ? 0 : 2) + (row.scheme.path === query.path ? 0 : 1);
    rows.sort((a, b) => rank(a) - rank(b) || a.scheme.createdAt.getTime() - b.scheme.createdAt.getTime());
    const schemes = rows.map((row) => serializeScheme(row.scheme, row.route));
    // The page's scheme (the one in its language) with its components: the storefront renders a
    // content page from this one answer instead of asking components-v2 after it.
    const pageLanguage = query.language ?? c.var.viewer.locale;
    const page = query.with_components ? schemes.find((scheme) => scheme.language === pageLanguage) : undefined;
    if (!page) return c.json(schemes);
    const components = await schemeComponents(db, page.uuid);
    return c.json(schemes.map((scheme) => (scheme === page ? { ...scheme, components_v2: components } : scheme)));
  });

  app.get('/creator/components-v2/', async (c) => {
    const query = readQuery(c, componentsV2Query);
    const db = c.var.db;
    // Others get published-in-window schemes only: scheme uuids are derivable (the seed's are
    // deterministic), so a PRIVATE or draft scheme must not be served to whoever computes its id.
    // Route admins (the creator's preview) see any scheme. Hidden answers the same 404 as missing.
    const visibility = isRouteAdmin(c) ? sql`true` : schemeVisible(new Date(), false);
    const [scheme] = await db.select().from(creatorSchemes).where(and(eq(creatorSchemes.uuid, query.scheme_uuid), visibility));
    if (!scheme) throw notFound(CREATOR_ERROR_CODE.SCHEME_NOT_FOUND, 'Scheme not found.');
    return c.json(await schemeComponents(db, scheme.uuid));
  });

  app.get('/creator/components/', async (c) => {
    const query = readQuery(c, publicComponentsQuery);
    const conditions: SQL[] = [eq(creatorSchemes.routeUuid, query.route_uuid), schemeVisible(new Date(), isRouteAdmin(c))];
    if (query.language) conditions.push(eq(creatorSchemes.language, query.language));
    if (query.scheme_uuid) conditions.push(eq(creatorSchemes.uuid, query.scheme_uuid));
    const rows = await c.var.db
      .select({ component: creatorComponents })
      .from(creatorComponents)
      .innerJoin(creatorSchemes, eq(creatorSchemes.uuid, creatorComponents.schemeUuid))
      .where(and(...conditions))
      .orderBy(asc(creatorComponents.index), asc(creatorComponents.createdAt), asc(creatorComponents.uuid));
    return c.json(rows.map((row) => serializeComponent(row.component)));
  });

  app.get('/creator/placeholders/', async (c) => {
    const query = readQuery(c, publicPlaceholdersQuery);
    const db = c.var.db;
    const conditions: SQL[] = [schemeVisible(new Date(), isRouteAdmin(c))];
    if (query.route_uuid) conditions.push(eq(creatorPlaceholders.routeUuid, query.route_uuid));
    if (query.language) conditions.push(eq(creatorSchemes.language, query.language));
    if (query.type) conditions.push(eq(creatorPlaceholders.type, query.type));
    if (query.is_business !== undefined) conditions.push(eq(creatorSchemes.isBusiness, query.is_business));
    const rows = await db
      .select({ placeholder: creatorPlaceholders })
      .from(creatorPlaceholders)
      .innerJoin(creatorSchemes, eq(creatorSchemes.uuid, creatorPlaceholders.schemeUuid))
      .where(and(...conditions))
      .orderBy(asc(creatorPlaceholders.type), asc(creatorPlaceholders.createdAt), asc(creatorPlaceholders.uuid));
    const uuids = rows.map((row) => row.placeholder.uuid);
    const [components, blueprints] =
      uuids.length === 0
        ? [[], []]
        : await Promise.all([
            db.select().from(creatorComponents).where(inArray(creatorComponents.placeholderUuid, uuids)).orderBy(asc(creatorComponents.index), asc(creatorComponents.uuid)),
            db.select().from(creatorBlueprints).where(inArray(creatorBlueprints.placeholderUuid, uuids)),
          ]);
    // Each placeholder carries its own component tree, so a navbar or footer renders from one call.
    return c.json(
      rows.map(({ placeholder }) => ({
        ...serializePlaceholder(placeholder),
        components: components.filter((component) => component.placeholderUuid === placeholder.uuid).map(serializeComponent),
        pattern: blueprints.find((blueprint) => blueprint.placeholderUuid === placeholder.uuid)?.pattern ?? null,
      })),
    );
  });

  /** Posts list (the spec leaves the path open): GET /creator/posts/?type=POST&language=et. */
  app.get('/creator/posts/', async (c) => {
    const query = readQuery(c, postsQuery);
    const conditions: SQL[] = [eq(creatorSchemes.type, query.type ?? CREATOR_ROUTE_TYPE.POST), schemeVisible(new Date(), isRouteAdmin(c))];
    if (query.language) conditions.push(eq(creatorSchemes.language, query.language));
    conditions.push(query.is_business ? sql`true` : eq(creatorSchemes.isBusiness, false));
    const where = and(...conditions);
    const [counted] = await c.var.db.select({ count: sql<number>`count(*)::int` }).from(creatorSchemes).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorSchemes)
      .where(where)
      .orderBy(desc(creatorSchemes.createdAt), asc(creatorSchemes.uuid))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const count = counted?.count ?? 0;
    return c.json({
      count,
      next: query.page * query.page_size < count ? query.page + 1 : null,
      previous: query.page > 1 ? query.page - 1 : null,
      results: rows.map((row) => ({
        uuid: row.uuid,
        route_uuid: row.routeUuid,
        type: row.type,
        language: row.language,
        is_business: row.isBusiness,
        path: row.path,
        meta_title: row.metaTitle,
        meta_description: row.metaDescription,
        meta_image_src: row.metaImageSrc,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });

  return app;
}


const schemesByPathResponse = z.union([
  z.object({ hasCampaigns: z.boolean() }),
  /** The page-language scheme carries its components (`with_components`). */
  z.array(schemeResponse.extend({ components_v2: schemeComponentsResponse.optional() }).meta({ id: 'Scheme' })),
]);
const postsResponse = pagedResponse(
  postSchema.extend({ uuid: z.guid(), route_uuid: z.guid(), type: z.enum(CREATOR_ROUTE_TYPE), language: z.string(), is_business: z.boolean(), meta_description: z.string(), meta_image_src: z.string().nullable(), created_at: z.iso.datetime({ offset: true }) }),
);

const CREATOR = 'creator';
const VISIBILITY = 'Only published schemes in their window, unless the viewer is a route admin (IS_ROUTE_ADMIN sees drafts).';
export const creatorPublicDocs = operations([
  { method: 'get', path: '/creator/schemes-by-path/', summary: 'Schemes of a storefront path (or of a route type)', tag: CREATOR, auth: 'optional', query: schemesByPathQuery, response: { status: 200, description: 'Schemes (the page-language one with `components_v2` when asked `with_components`), or `{hasCampaigns}` with `existence_only`.', schema: schemesByPathResponse }, description: VISIBILITY },
  { method: 'get', path: '/creator/components-v2/', summary: 'Component tree of one scheme', tag: CREATOR, auth: 'optional', query: componentsV2Query, response: { status: 200, description: 'Components, placeholders and blueprint patterns.', schema: schemeComponentsResponse }, errors: [404], description: VISIBILITY },
  { method: 'get', path: '/creator/components/', summary: 'Components of a route', tag: CREATOR, auth: 'optional', query: publicComponentsQuery, response: { status: 200, description: 'Components.', schema: z.array(componentResponse) }, description: VISIBILITY },
  { method: 'get', path: '/creator/placeholders/', summary: 'Placeholders with their composed components', tag: CREATOR, auth: 'optional', query: publicPlaceholdersQuery, response: { status: 200, description: 'Placeholders.', schema: z.array(placeholderContentResponse) }, description: VISIBILITY },
  { method: 'get', path: '/creator/posts/', summary: 'Inspiration posts (or another route type), newest first', tag: CREATOR, auth: 'optional', query: postsQuery, response: { status: 200, description: 'Paged posts.', schema: postsResponse }, description: VISIBILITY },
]);
