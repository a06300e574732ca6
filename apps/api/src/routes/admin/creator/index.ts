import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { blueprintSchema, creatorRouteSchema, PERMISSION_FLAG, PUBLICATION, translatableSchema } from '@salon/domain';
import type { AppEnv } from '../../../context';
import type { Executor } from '../../../db/client';
import { creatorBlueprints, creatorComponents, creatorPlaceholders, creatorRoutes, creatorSchemes, shops } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../lib/errors';
import { readBody, readParams, readQuery, uuidParam } from '../../../lib/validate';
import { adminUser, requirePermission } from '../../../middleware/adminAccess';
import { ADMIN_LIST, ADMIN_LIST_METADATA, adminListMetadataSchema, adminListQuerySchema, listPage, offsetOf, orderBy } from '../../../services/adminList';
import { AUDIT_ACTION, recordAudit } from '../../../services/audit';
import {
  CREATOR_ERROR_CODE,
  appendToPattern,
  assertPlacement,
  assertProps,
  assertSchemeComplete,
  assertSchemeSlotFree,
  cloneScheme,
  deleteComponentTree,
  isInSubtree,
  loadComponent,
  loadPlaceholder,
  loadRoute,
  loadScheme,
  requireReference,
  serializeBlueprint,
  serializeComponent,
  serializePlaceholder,
  serializeRoute,
  serializeScheme,
  removeFromPatterns,
  subtreeUuids,
} from '../../../services/creator';
import {
  blueprintListFilters,
  blueprintUpdateSchema,
  blueprintUpsertSchema,
  componentCreateSchema,
  componentListFilters,
  COMPONENT_TREE_MAX_DEPTH,
  COMPONENT_TREE_MAX_NODES,
  componentOrderSchema,
  componentTreeCreateSchema,
  type ComponentTreeNode,
  componentUpdateSchema,
  placeholderCreateSchema,
  placeholderListFilters,
  placeholderUpdateSchema,
  routeCreateSchema,
  routeListFilters,
  routeUpdateSchema,
  schemeCloneSchema,
  schemeCreateSchema,
  schemeListFilters,
  schemeUpdateSchema,
} from '../../../validation/creator';
import { operations, type OperationDoc } from '../../../openapi/registry';
import { adminListPage } from '../../../responses/adminList';
import { componentResponse, placeholderResponse, schemeResponse } from '../../../responses/creator';

const PREFIX = '/creator/administrator';
const uuidParams = z.object({ uuid: uuidParam });
const withFilters = <Shape extends z.ZodRawShape>(filters: z.ZodObject<Shape>) => z.object({ ...adminListQuerySchema.shape, ...filters.shape });
const routeListQuery = withFilters(routeListFilters);
const schemeListQuery = withFilters(schemeListFilters);
const placeholderListQuery = withFilters(placeholderListFilters);
const componentListQuery = withFilters(componentListFilters);
const blueprintListQuery = withFilters(blueprintListFilters);
const like = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const countOf = sql<number>`count(*)::int`;

function assertWindow(start: Date | null | undefined, end: Date | null | undefined) {
  if (start && end && start.getTime() >= end.getTime()) {
    throw badRequest('The publish window ends before it starts.', { publish_end: ['Must be after publish_start.'] });
  }
}

async function assertShop(db: Executor, shopId: number | null | undefined) {
  if (shopId === null || shopId === undefined) return;
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw badRequest('Shop not found.', { shop_id: ['No such shop.'] });
}

/**
 * Administrator CRUD of the creator (page-builder.md section 7). Every call needs login (401)
 * and IS_ROUTE_ADMIN (403); every write is audited in the same transaction.
 */
export function creatorAdminRoutes() {
  const app = new Hono<AppEnv>();
  app.use(`${PREFIX}/*`, requirePermission(PERMISSION_FLAG.IS_ROUTE_ADMIN));

  app.get(`${PREFIX}/metadata/`, (c) => c.json(ADMIN_LIST_METADATA));

  // ----- routes -----
  app.get(`${PREFIX}/routes/`, async (c) => {
    const query = readQuery(c, routeListQuery);
    const conditions: SQL[] = [];
    if (query.type) conditions.push(eq(creatorRoutes.type, query.type));
    if (query.q) {
      conditions.push(
        or(
          ilike(creatorRoutes.name, like(query.q)),
          sql`exists (select 1 from creator_schemes s where s.route_uuid = ${creatorRoutes.uuid} and (s.path ilike ${like(query.q)} or s.meta_title ilike ${like(query.q)}))`,
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: countOf }).from(creatorRoutes).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorRoutes)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.ROUTES, query.sort, { name: creatorRoutes.name, type: creatorRoutes.type, created_at: creatorRoutes.createdAt, order: sql`(${creatorRoutes.props}->>'order')::int` as never }, creatorRoutes.uuid))
      .limit(query.page_size)
      .offset(offsetOf(query));
    const schemes = rows.length
      ? await c.var.db.select().from(creatorSchemes).where(inArray(creatorSchemes.routeUuid, rows.map((row) => row.uuid)))
      : [];
    return c.json(
      listPage(ADMIN_LIST.ROUTES, query, counted?.count ?? 0, rows.map((row) => ({
        ...serializeRoute(row),
        order: row.props.order ?? null,
        is_highlighted: row.props.is_highlighted ?? false,
        meta_title: Object.fromEntries(schemes.filter((scheme) => scheme.routeUuid === row.uuid).map((scheme) => [scheme.language, { value: scheme.metaTitle, ext_id: null }])),
        schemes: schemes.filter((scheme) => scheme.routeUuid === row.uuid).map((scheme) => serializeScheme(scheme)),
      }))),
    );
  });

  app.get(`${PREFIX}/routes/:uuid/`, async (c) => {
    const { uuid } = readParams(c, uuidParams);
    const route = await loadRoute(c.var.db, uuid);
    const schemes = await c.var.db.select().from(creatorSchemes).where(eq(creatorSchemes.routeUuid, uuid));
    return c.json({ ...serializeRoute(route), schemes: schemes.map((scheme) => serializeScheme(scheme)) });
  });

  app.post(`${PREFIX}/routes/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, routeCreateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const [created] = await tx.insert(creatorRoutes).values({ type: body.type, name: body.name, props: body.props }).returning();
      await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_route', created!.uuid, body);
      return created!;
    });
    return c.json(serializeRoute(row), 201);
  });

  app.put(`${PREFIX}/routes/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, routeUpdateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      await loadRoute(tx, uuid);
      const [updated] = await tx
        .update(creatorRoutes)
        .set({ ...(body.type && { type: body.type }), ...(body.name !== undefined && { name: body.name }), ...(body.props && { props: body.props }), updatedAt: new Date() })
        .where(eq(creatorRoutes.uuid, uuid))
        .returning();
      // The type is copied into the schemes for lookups by type and path.
      if (body.type) await tx.update(creatorSchemes).set({ type: body.type }).where(eq(creatorSchemes.routeUuid, uuid));
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'creator_route', uuid, body);
      return updated!;
    });
    return c.json(serializeRoute(row));
  });

  app.delete(`${PREFIX}/routes/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    await c.var.db.transaction(async (tx) => {
      await loadRoute(tx, uuid);
      // Schemes, placeholders, components and blueprints go with it (ON DELETE CASCADE).
      await tx.delete(creatorRoutes).where(eq(creatorRoutes.uuid, uuid));
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'creator_route', uuid);
    });
    return c.body(null, 204);
  });

  // ----- schemes -----
  app.get(`${PREFIX}/schemes-v2/`, async (c) => {
    const query = readQuery(c, schemeListQuery);
    const conditions: SQL[] = [];
    if (query.route_uuid) conditions.push(eq(creatorSchemes.routeUuid, query.route_uuid));
    if (query.type) conditions.push(eq(creatorSchemes.type, query.type));
    if (query.language) conditions.push(eq(creatorSchemes.language, query.language));
    if (query.is_business !== undefined) conditions.push(eq(creatorSchemes.isBusiness, query.is_business));
    if (query.publication) conditions.push(eq(creatorSchemes.publication, query.publication));
    if (query.shop_id) conditions.push(eq(creatorSchemes.shopId, query.shop_id));
    if (query.q) conditions.push(or(ilike(creatorSchemes.path, like(query.q)), ilike(creatorSchemes.metaTitle, like(query.q)))!);
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: countOf }).from(creatorSchemes).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorSchemes)
      .where(where)
      .orderBy(
        ...orderBy(
          ADMIN_LIST.SCHEMES,
          query.sort,
          {
            type: creatorSchemes.type,
            language: creatorSchemes.language,
            path: creatorSchemes.path,
            meta_title: creatorSchemes.metaTitle,
            is_business: creatorSchemes.isBusiness,
            publication: creatorSchemes.publication,
            publish_start: creatorSchemes.publishStart,
            publish_end: creatorSchemes.publishEnd,
            created_at: creatorSchemes.createdAt,
          },
          creatorSchemes.uuid,
        ),
      )
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(listPage(ADMIN_LIST.SCHEMES, query, counted?.count ?? 0, rows.map((row) => serializeScheme(row))));
  });

  app.get(`${PREFIX}/schemes-v2/:uuid/`, async (c) => {
    const { uuid } = readParams(c, uuidParams);
    return c.json(serializeScheme(await loadScheme(c.var.db, uuid)));
  });

  app.post(`${PREFIX}/schemes-v2/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, schemeCreateSchema);
    assertWindow(body.publish_start, body.publish_end);
    const row = await c.var.db.transaction(async (tx) => {
      const route = await requireReference(() => loadRoute(tx, body.route_uuid), 'route_uuid');
      await assertShop(tx, body.shop_id);
      await assertSchemeSlotFree(tx, { routeUuid: route.uuid, language: body.language, isBusiness: body.is_business, shopId: body.shop_id, type: route.type, path: body.path });
      const [created] = await tx
        .insert(creatorSchemes)
        .values({
          routeUuid: route.uuid,
          type: route.type,
          language: body.language,
          path: body.path,
          isBusiness: body.is_business,
          shopId: body.shop_id,
          metaTitle: body.meta_title,
          metaDescription: body.meta_description,
          metaImageSrc: body.meta_image_src,
          publication: body.publication,
          publishStart: body.publish_start,
          publishEnd: body.publish_end,
        })
        .returning();
      await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_scheme', created!.uuid, body);
      return created!;
    });
    return c.json(serializeScheme(row), 201);
  });

  app.put(`${PREFIX}/schemes-v2/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, schemeUpdateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const current = await loadScheme(tx, uuid);
      const next = {
        language: body.language ?? current.language,
        path: body.path ?? current.path,
        isBusiness: body.is_business ?? current.isBusiness,
        shopId: body.shop_id === undefined ? current.shopId : body.shop_id,
        publishStart: body.publish_start === undefined ? current.publishStart : body.publish_start,
        publishEnd: body.publish_end === undefined ? current.publishEnd : body.publish_end,
      };
      assertWindow(next.publishStart, next.publishEnd);
      await assertShop(tx, next.shopId);
      await assertSchemeSlotFree(tx, { routeUuid: current.routeUuid, language: next.language, isBusiness: next.isBusiness, shopId: next.shopId, type: current.type, path: next.path }, uuid);
      // Every PUBLISHED write is checked, not only the change: re-saving the visibility of a
      // published scheme whose blocks were emptied since must not keep it live unnoticed.
      if (body.publication === PUBLICATION.PUBLISHED) await assertSchemeComplete(tx, { uuid, type: current.type, language: next.language });
      const [updated] = await tx
        .update(creatorSchemes)
        .set({
          ...next,
          ...(body.meta_title !== undefined && { metaTitle: body.meta_title }),
          ...(body.meta_description !== undefined && { metaDescription: body.meta_description }),
          ...(body.meta_image_src !== undefined && { metaImageSrc: body.meta_image_src }),
          ...(body.publication !== undefined && { publication: body.publication }),
          updatedAt: new Date(),
        })
        .where(eq(creatorSchemes.uuid, uuid))
        .returning();
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'creator_scheme', uuid, body);
      return updated!;
    });
    return c.json(serializeScheme(row));
  });

  app.delete(`${PREFIX}/schemes-v2/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    await c.var.db.transaction(async (tx) => {
      await loadScheme(tx, uuid);
      await tx.delete(creatorSchemes).where(eq(creatorSchemes.uuid, uuid));
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'creator_scheme', uuid);
    });
    return c.body(null, 204);
  });

  app.post(`${PREFIX}/scheme-clone/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, schemeCloneSchema);
    const result = await c.var.db.transaction(async (tx) => {
      const source = await loadScheme(tx, uuid);
      await assertShop(tx, body.shop_id);
      const target = { language: body.language, isBusiness: body.is_business, shopId: body.shop_id, path: body.path ?? source.path };
      await assertSchemeSlotFree(tx, { routeUuid: source.routeUuid, type: source.type, ...target });
      const cloned = await cloneScheme(tx, source, target);
      await recordAudit(tx, user, AUDIT_ACTION.CLONE, 'creator_scheme', cloned.scheme.uuid, { source_uuid: uuid, ...body, copied: cloned.counts });
      return cloned;
    });
    return c.json({ ...serializeScheme(result.scheme), copied: result.counts }, 201);
  });

  // ----- placeholders -----
  app.get(`${PREFIX}/placeholders/`, async (c) => {
    const query = readQuery(c, placeholderListQuery);
    const conditions: SQL[] = [];
    if (query.route_uuid) conditions.push(eq(creatorPlaceholders.routeUuid, query.route_uuid));
    if (query.scheme_uuid) conditions.push(eq(creatorPlaceholders.schemeUuid, query.scheme_uuid));
    if (query.type) conditions.push(eq(creatorPlaceholders.type, query.type));
    if (query.q) conditions.push(ilike(creatorPlaceholders.name, like(query.q)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: countOf }).from(creatorPlaceholders).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorPlaceholders)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.PLACEHOLDERS, query.sort, { type: creatorPlaceholders.type, name: creatorPlaceholders.name, created_at: creatorPlaceholders.createdAt }, creatorPlaceholders.uuid))
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(listPage(ADMIN_LIST.PLACEHOLDERS, query, counted?.count ?? 0, rows.map((row) => ({ ...serializePlaceholder(row), created_at: row.createdAt.toISOString() }))));
  });

  app.get(`${PREFIX}/placeholders/:uuid/`, async (c) => {
    const { uuid } = readParams(c, uuidParams);
    return c.json(serializePlaceholder(await loadPlaceholder(c.var.db, uuid)));
  });

  app.post(`${PREFIX}/placeholders/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, placeholderCreateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const scheme = await requireReference(() => loadScheme(tx, body.scheme_uuid), 'scheme_uuid');
      const [created] = await tx
        .insert(creatorPlaceholders)
        .values({ routeUuid: scheme.routeUuid, schemeUuid: scheme.uuid, type: body.type, name: body.name, props: body.props })
        .returning();
      await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_placeholder', created!.uuid, body);
      return created!;
    });
    return c.json(serializePlaceholder(row), 201);
  });

  app.put(`${PREFIX}/placeholders/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, placeholderUpdateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      await loadPlaceholder(tx, uuid);
      const [updated] = await tx
        .update(creatorPlaceholders)
        .set({ ...(body.type && { type: body.type }), ...(body.name !== undefined && { name: body.name }), ...(body.props && { props: body.props }), updatedAt: new Date() })
        .where(eq(creatorPlaceholders.uuid, uuid))
        .returning();
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'creator_placeholder', uuid, body);
      return updated!;
    });
    return c.json(serializePlaceholder(row));
  });

  app.delete(`${PREFIX}/placeholders/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    await c.var.db.transaction(async (tx) => {
      await loadPlaceholder(tx, uuid);
      // Its components and blueprint go with it (ON DELETE CASCADE).
      await tx.delete(creatorPlaceholders).where(eq(creatorPlaceholders.uuid, uuid));
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'creator_placeholder', uuid);
    });
    return c.body(null, 204);
  });

  // ----- components -----
  app.get(`${PREFIX}/components/`, async (c) => {
    const query = readQuery(c, componentListQuery);
    const conditions: SQL[] = [];
    if (query.route_uuid) conditions.push(eq(creatorComponents.routeUuid, query.route_uuid));
    if (query.scheme_uuid) conditions.push(eq(creatorComponents.schemeUuid, query.scheme_uuid));
    if (query.placeholder_uuid) conditions.push(eq(creatorComponents.placeholderUuid, query.placeholder_uuid));
    if (query.parent_uuid) conditions.push(eq(creatorComponents.parentUuid, query.parent_uuid));
    if (query.name) conditions.push(eq(creatorComponents.name, query.name));
    if (query.q) conditions.push(ilike(creatorComponents.name, like(query.q)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: countOf }).from(creatorComponents).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorComponents)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.COMPONENTS, query.sort, { name: creatorComponents.name, index: creatorComponents.index, created_at: creatorComponents.createdAt }, creatorComponents.uuid))
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(listPage(ADMIN_LIST.COMPONENTS, query, counted?.count ?? 0, rows.map((row) => ({ ...serializeComponent(row), created_at: row.createdAt.toISOString() }))));
  });

  app.get(`${PREFIX}/components/:uuid/`, async (c) => {
    const { uuid } = readParams(c, uuidParams);
    return c.json(serializeComponent(await loadComponent(c.var.db, uuid)));
  });

  app.post(`${PREFIX}/components/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, componentCreateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const { scheme, parent, placeholderUuid } = await resolveTarget(tx, body);
      assertPlacement({ name: body.name, parent, placeholderUuid });
      const props = assertProps(body.name, body.props);
      const index = body.index ?? (await nextIndex(tx, scheme.uuid, parent, placeholderUuid));
      const [created] = await tx
        .insert(creatorComponents)
        .values({ name: body.name, parentUuid: parent?.uuid ?? null, routeUuid: scheme.routeUuid, schemeUuid: scheme.uuid, placeholderUuid, templateUuid: body.template_uuid, slot: body.slot, props, index })
        .returning();
      if (!parent) await appendToPattern(tx, created!);
      await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_component', created!.uuid, body);
      return created!;
    });
    return c.json(serializeComponent(row), 201);
  });

  /**
   * A block subtree created at once: a paste, or an insert with its wrappers. Every node is
   * checked (composition rules, block props) before anything is written; a new placeholder for
   * it, the rows, the siblings' new order and the audit go in one transaction.
   */
  app.post(`${PREFIX}/components-tree/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, componentTreeCreateSchema);
    const result = await c.var.db.transaction(async (tx) => {
      let newPlaceholder: typeof creatorPlaceholders.$inferSelect | null = null;
      if (body.new_placeholder) {
        const scheme = await requireReference(() => loadScheme(tx, body.scheme_uuid), 'scheme_uuid');
        const [row] = await tx
          .insert(creatorPlaceholders)
          .values({ routeUuid: scheme.routeUuid, schemeUuid: scheme.uuid, type: body.new_placeholder.type, name: body.new_placeholder.name, props: {} })
          .returning();
        newPlaceholder = row!;
        await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_placeholder', row!.uuid, body.new_placeholder);
      }
      const { scheme, parent, placeholderUuid } = await resolveTarget(tx, { ...body, placeholder_uuid: newPlaceholder?.uuid ?? body.placeholder_uuid });
      const planned = planComponentTree(body.tree, { parent, placeholderUuid, slot: body.slot });
      const siblings = body.sibling_order ? await orderedSiblings(tx, scheme.uuid, parent, placeholderUuid, body.sibling_order) : null;
      const firstIndex = siblings ? Math.min(body.index ?? siblings.length, siblings.length) : (body.index ?? (await nextIndex(tx, scheme.uuid, parent, placeholderUuid)));
      const created = await tx
        .insert(creatorComponents)
        .values(
          planned.map((node) => ({
            uuid: node.uuid,
            name: node.name,
            parentUuid: node.parentUuid ?? parent?.uuid ?? null,
            routeUuid: scheme.routeUuid,
            schemeUuid: scheme.uuid,
            placeholderUuid,
            slot: node.slot,
            props: node.props,
            index: node.parentUuid ? node.index : firstIndex + node.index,
          })),
        )
        .returning();
      const byUuid = new Map(created.map((row) => [row.uuid, row]));
      const ordered = planned.map((node) => byUuid.get(node.uuid)!);
      const roots = ordered.filter((row) => row.parentUuid === (parent?.uuid ?? null));
      if (siblings) {
        const order = [...siblings.map((row) => row.uuid)];
        order.splice(firstIndex, 0, ...roots.map((row) => row.uuid));
        await writeOrder(tx, scheme, parent, placeholderUuid, siblings, order);
      } else if (!parent) for (const row of roots) await appendToPattern(tx, row);
      for (const row of ordered) {
        await recordAudit(tx, user, AUDIT_ACTION.CREATE, 'creator_component', row.uuid, { name: row.name, parent_uuid: row.parentUuid, slot: row.slot, props: row.props, index: row.index, pasted_tree: true });
      }
      return { components: ordered, placeholder: newPlaceholder };
    });
    return c.json({ components: result.components.map(serializeComponent), ...(result.placeholder && { placeholder: serializePlaceholder(result.placeholder) }) }, 201);
  });

  /**
   * A reorder: the target's children (a parent's, or the top level of the scheme or a placeholder)
   * in the given order, in one transaction. Children the order leaves out keep their place after it.
   */
  app.put(`${PREFIX}/components-order/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, componentOrderSchema);
    const order = await c.var.db.transaction(async (tx) => {
      const { scheme, parent, placeholderUuid } = await resolveTarget(tx, body);
      const siblings = await orderedSiblings(tx, scheme.uuid, parent, placeholderUuid, body.order, 'order');
      const uuids = siblings.map((row) => row.uuid);
      await writeOrder(tx, scheme, parent, placeholderUuid, siblings, uuids);
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, parent ? 'creator_component' : 'creator_scheme', parent?.uuid ?? scheme.uuid, { children_order: uuids, placeholder_uuid: placeholderUuid });
      return uuids;
    });
    return c.json({ order });
  });

  app.put(`${PREFIX}/components/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, componentUpdateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const current = await loadComponent(tx, uuid);
      const name = body.name ?? current.name;
      const parentUuid = body.parent_uuid === undefined ? current.parentUuid : body.parent_uuid;
      let parent = null;
      if (parentUuid) {
        if (parentUuid === uuid || (await isInSubtree(tx, uuid, parentUuid))) throw badRequest('A component cannot sit inside itself.', { parent_uuid: ['Must not be the component or one of its descendants.'] });
        parent = await requireReference(() => loadComponent(tx, parentUuid), 'parent_uuid');
        if (parent.schemeUuid !== current.schemeUuid) throw badRequest('The parent belongs to another scheme.', { parent_uuid: ['Must be a component of the same scheme.'] });
      }
      let placeholderUuid = body.placeholder_uuid === undefined ? current.placeholderUuid : body.placeholder_uuid;
      if (parent) placeholderUuid = parent.placeholderUuid;
      else if (placeholderUuid && placeholderUuid !== current.placeholderUuid) {
        const placeholder = await requireReference(() => loadPlaceholder(tx, placeholderUuid!), 'placeholder_uuid');
        if (placeholder.schemeUuid !== current.schemeUuid) throw badRequest('The placeholder belongs to another scheme.', { placeholder_uuid: ['Must be a placeholder of the same scheme.'] });
      }
      assertPlacement({ name, parent, placeholderUuid });
      const props = assertProps(name, body.props ?? current.props);
      if (name !== current.name) {
        // Renaming a wrapper must keep its children placeable.
        const children = await tx.select().from(creatorComponents).where(eq(creatorComponents.parentUuid, uuid));
        for (const child of children) assertPlacement({ name: child.name, parent: { ...current, name }, placeholderUuid });
      }
      const [updated] = await tx
        .update(creatorComponents)
        .set({ name, parentUuid: parent?.uuid ?? null, placeholderUuid, props, ...(body.slot && { slot: body.slot }), ...(body.index !== undefined && { index: body.index }), updatedAt: new Date() })
        .where(eq(creatorComponents.uuid, uuid))
        .returning();
      const moved = (parent?.uuid ?? null) !== current.parentUuid || placeholderUuid !== current.placeholderUuid;
      if (moved) {
        // Descendants follow into the new placeholder; the pattern lists only top-level components.
        const subtree = await subtreeUuids(tx, uuid);
        await tx.update(creatorComponents).set({ placeholderUuid }).where(inArray(creatorComponents.uuid, subtree));
        await removeFromPatterns(tx, current.schemeUuid, [uuid]);
        if (!parent) await appendToPattern(tx, updated!);
      }
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'creator_component', uuid, body);
      return updated!;
    });
    return c.json(serializeComponent(row));
  });

  app.delete(`${PREFIX}/components/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const removed = await c.var.db.transaction(async (tx) => {
      const component = await loadComponent(tx, uuid);
      const uuids = await deleteComponentTree(tx, component);
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'creator_component', uuid, { name: component.name, removed: uuids });
      return uuids;
    });
    return c.json({ deleted: removed });
  });

  // ----- blueprints -----
  app.get(`${PREFIX}/blueprints/`, async (c) => {
    const query = readQuery(c, blueprintListQuery);
    const conditions: SQL[] = [];
    if (query.route_uuid) conditions.push(eq(creatorBlueprints.routeUuid, query.route_uuid));
    if (query.scheme_uuid) conditions.push(eq(creatorBlueprints.schemeUuid, query.scheme_uuid));
    if (query.placeholder_uuid) conditions.push(eq(creatorBlueprints.placeholderUuid, query.placeholder_uuid));
    const where = conditions.length ? and(...conditions) : undefined;
    const [counted] = await c.var.db.select({ count: countOf }).from(creatorBlueprints).where(where);
    const rows = await c.var.db
      .select()
      .from(creatorBlueprints)
      .where(where)
      .orderBy(...orderBy(ADMIN_LIST.BLUEPRINTS, query.sort, { updated_at: creatorBlueprints.updatedAt }, creatorBlueprints.uuid))
      .limit(query.page_size)
      .offset(offsetOf(query));
    return c.json(listPage(ADMIN_LIST.BLUEPRINTS, query, counted?.count ?? 0, rows.map(serializeBlueprint)));
  });

  /** POST sets the pattern of a scheme (placeholder_uuid null) or placeholder: created or replaced. */
  app.post(`${PREFIX}/blueprints/`, async (c) => {
    const user = adminUser(c);
    const body = await readBody(c, blueprintUpsertSchema);
    const { row, created } = await c.var.db.transaction(async (tx) => {
      const scheme = await requireReference(() => loadScheme(tx, body.scheme_uuid), 'scheme_uuid');
      if (body.placeholder_uuid) {
        const placeholder = await requireReference(() => loadPlaceholder(tx, body.placeholder_uuid!), 'placeholder_uuid');
        if (placeholder.schemeUuid !== scheme.uuid) throw badRequest('The placeholder belongs to another scheme.', { placeholder_uuid: ['Must be a placeholder of the same scheme.'] });
      }
      await assertPattern(tx, scheme.uuid, body.placeholder_uuid, body.pattern);
      const { row: saved, created: isNew } = await writePattern(tx, scheme, body.placeholder_uuid, body.pattern);
      await recordAudit(tx, user, isNew ? AUDIT_ACTION.CREATE : AUDIT_ACTION.UPDATE, 'creator_blueprint', saved.uuid, body);
      return { row: saved, created: isNew };
    });
    return c.json(serializeBlueprint(row), created ? 201 : 200);
  });

  app.put(`${PREFIX}/blueprints/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    const body = await readBody(c, blueprintUpdateSchema);
    const row = await c.var.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(creatorBlueprints).where(eq(creatorBlueprints.uuid, uuid));
      if (!existing) throw notFound(CREATOR_ERROR_CODE.BLUEPRINT_NOT_FOUND, 'Blueprint not found.');
      await assertPattern(tx, existing.schemeUuid, existing.placeholderUuid, body.pattern);
      const [saved] = await tx.update(creatorBlueprints).set({ pattern: body.pattern, updatedAt: new Date() }).where(eq(creatorBlueprints.uuid, uuid)).returning();
      await recordAudit(tx, user, AUDIT_ACTION.UPDATE, 'creator_blueprint', uuid, body);
      return saved!;
    });
    return c.json(serializeBlueprint(row));
  });

  app.delete(`${PREFIX}/blueprints/:uuid/`, async (c) => {
    const user = adminUser(c);
    const { uuid } = readParams(c, uuidParams);
    await c.var.db.transaction(async (tx) => {
      const deleted = await tx.delete(creatorBlueprints).where(eq(creatorBlueprints.uuid, uuid)).returning({ uuid: creatorBlueprints.uuid });
      if (deleted.length === 0) throw notFound(CREATOR_ERROR_CODE.BLUEPRINT_NOT_FOUND, 'Blueprint not found.');
      await recordAudit(tx, user, AUDIT_ACTION.DELETE, 'creator_blueprint', uuid);
    });
    return c.body(null, 204);
  });

  return app;
}

type ComponentRow = typeof creatorComponents.$inferSelect;

/** The scheme, parent and placeholder a new component goes into, each checked to belong together. */
async function resolveTarget(db: Executor, body: { scheme_uuid: string; parent_uuid: string | null; placeholder_uuid: string | null }) {
  const scheme = await requireReference(() => loadScheme(db, body.scheme_uuid), 'scheme_uuid');
  const parent = body.parent_uuid ? await requireReference(() => loadComponent(db, body.parent_uuid!), 'parent_uuid') : null;
  if (parent && parent.schemeUuid !== scheme.uuid) throw badRequest('The parent belongs to another scheme.', { parent_uuid: ['Must be a component of the same scheme.'] });
  let placeholderUuid = body.placeholder_uuid;
  if (placeholderUuid) {
    const placeholder = await requireReference(() => loadPlaceholder(db, placeholderUuid!), 'placeholder_uuid');
    if (placeholder.schemeUuid !== scheme.uuid) throw badRequest('The placeholder belongs to another scheme.', { placeholder_uuid: ['Must be a placeholder of the same scheme.'] });
  }
  // A child lives in its parent's placeholder (or none).
  if (parent) {
    if (placeholderUuid && placeholderUuid !== parent.placeholderUuid) {
      throw badRequest('The placeholder differs from the parent\'s.', { placeholder_uuid: ['A child sits in its parent\'s placeholder.'] });
    }
    placeholderUuid = parent.placeholderUuid;
  }
  return { scheme, parent, placeholderUuid };
}

/** After the last sibling (any slot) under the parent, or at the top level of the scheme or placeholder. */
async function nextIndex(db: Executor, schemeUuid: string, parent: ComponentRow | null, placeholderUuid: string | null): Promise<number> {
  const siblings = parent ? eq(creatorComponents.parentUuid, parent.uuid) : and(isNull(creatorComponents.parentUuid), placeholderUuid ? eq(creatorComponents.placeholderUuid, placeholderUuid) : isNull(creatorComponents.placeholderUuid));
  const [last] = await db.select({ max: sql<number | null>`max(${creatorComponents.index})` }).from(creatorComponents).where(and(eq(creatorComponents.schemeUuid, schemeUuid), siblings));
  return last?.max === null || last?.max === undefined ? 0 : last.max + 1;
}

/**
 * The target's current children in the order the editor sent (`sibling_order`), then any it did
 * not list (added meanwhile by someone else) by their stored index: nothing drops out of the order.
 * A listed block that is not a child of this target is refused.
 */
async function orderedSiblings(db: Executor, schemeUuid: string, parent: ComponentRow | null, placeholderUuid: string | null, listed: readonly string[], field = 'sibling_order'): Promise<ComponentRow[]> {
  const childOf = parent ? eq(creatorComponents.parentUuid, parent.uuid) : and(isNull(creatorComponents.parentUuid), placeholderUuid ? eq(creatorComponents.placeholderUuid, placeholderUuid) : isNull(creatorComponents.placeholderUuid));
  const children = await db.select().from(creatorComponents).where(and(eq(creatorComponents.schemeUuid, schemeUuid), childOf)).orderBy(creatorComponents.index, creatorComponents.uuid);
  const byUuid = new Map(children.map((row) => [row.uuid, row]));
  const strangers = listed.filter((uuid) => !byUuid.has(uuid));
  if (strangers.length > 0) throw badRequest(`${field} names blocks that are not children of the target.`, { [field]: strangers.map((uuid) => `${uuid} is not a child here.`) });
  const listedSet = new Set(listed);
  return [...listed.map((uuid) => byUuid.get(uuid)!), ...children.filter((row) => !listedSet.has(row.uuid))];
}

/**
 * Writes an order of a target's children: the blueprint pattern at the top level, the indexes
 * (renumbering only the children whose place changed) under a parent.
 */
async function writeOrder(db: Executor, scheme: { uuid: string; routeUuid: string }, parent: ComponentRow | null, placeholderUuid: string | null, siblings: readonly ComponentRow[], order: string[]): Promise<void> {
  if (!parent) {
    await writePattern(db, scheme, placeholderUuid, order);
    return;
  }
  for (const sibling of siblings) {
    const index = order.indexOf(sibling.uuid);
    if (sibling.index !== index) await db.update(creatorComponents).set({ index, updatedAt: new Date() }).where(eq(creatorComponents.uuid, sibling.uuid));
  }
}

/** Sets the blueprint pattern of a scheme's top level or placeholder (creating the blueprint). */
async function writePattern(db: Executor, scheme: { uuid: string; routeUuid: string }, placeholderUuid: string | null, pattern: string[]) {
  const placeholderMatch = placeholderUuid ? eq(creatorBlueprints.placeholderUuid, placeholderUuid) : isNull(creatorBlueprints.placeholderUuid);
  const [existing] = await db.select().from(creatorBlueprints).where(and(eq(creatorBlueprints.schemeUuid, scheme.uuid), placeholderMatch));
  const [row] = existing
    ? await db.update(creatorBlueprints).set({ pattern, updatedAt: new Date() }).where(eq(creatorBlueprints.uuid, existing.uuid)).returning()
    : await db.insert(creatorBlueprints).values({ routeUuid: scheme.routeUuid, schemeUuid: scheme.uuid, placeholderUuid, pattern }).returning();
  return { row: row!, created: !existing };
}

interface PlannedComponent {
  uuid: string;
  name: string;
  /** Null for a root: it goes under the request's parent (or the top level). */
  parentUuid: string | null;
  slot: string;
  props: Record<string, unknown>;
  /** Among its new siblings; a root's is added to the first free index. */
  index: number;
}

/**
 * Checks every node of a pasted tree as a single create would and gives each a new uuid, parents
 * before their children. A refusal names the block and the node's place in the body
 * (tree.0.children.1...), so the whole paste is refused before any row is written.
 */
function planComponentTree(
  tree: readonly ComponentTreeNode[],
  target: { parent: ComponentRow | null; placeholderUuid: string | null; slot: string | undefined },
): PlannedComponent[] {
  const planned: PlannedComponent[] = [];
  const visit = (node: ComponentTreeNode, at: string, index: number, parent: { uuid: string | null; row: Pick<ComponentRow, 'name'> | null }, isRoot: boolean) => {
    let props: Record<string, unknown>;
    try {
      assertPlacement({ name: node.name, parent: parent.row, placeholderUuid: target.placeholderUuid });
      props = assertProps(node.name, node.props);
    } catch (error) {
      throw atTreeNode(error, at, isRoot);
    }
    const uuid = randomUUID();
    planned.push({ uuid, name: node.name, parentUuid: parent.uuid, slot: isRoot ? (target.slot ?? node.slot) : node.slot, props, index });
    node.children.forEach((child, childIndex) => visit(child, `${at}.children.${childIndex}`, childIndex, { uuid, row: { name: node.name } }, false));
  };
  tree.forEach((root, index) => visit(root, `tree.${index}`, index, { uuid: null, row: target.parent }, true));
  return planned;
}

/** Re-keys a node's refusal by its place in the body; a root's placement keeps the target field (parent_uuid, placeholder_uuid). */
function atTreeNode(error: unknown, at: string, isRoot: boolean): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const placementFields = new Set(['parent_uuid', 'placeholder_uuid', 'name']);
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [placementFields.has(field) ? (isRoot && field !== 'name' ? field : `${at}.name`) : `${at}.${field}`, messages]),
  );
  return new ApiError(error.status, error.code, `${error.message} (${at})`, errors);
}

/** A pattern lists distinct top-level components of its own scheme and placeholder. */
async function assertPattern(db: Executor, schemeUuid: string, placeholderUuid: string | null, pattern: string[]) {
  if (new Set(pattern).size !== pattern.length) throw badRequest('The pattern lists a component twice.', { pattern: ['Each component appears once.'] });
  if (pattern.length === 0) return;
  const rows = await db
    .select({ uuid: creatorComponents.uuid })
    .from(creatorComponents)
    .where(
      and(
        eq(creatorComponents.schemeUuid, schemeUuid),
        isNull(creatorComponents.parentUuid),
        placeholderUuid ? eq(creatorComponents.placeholderUuid, placeholderUuid) : isNull(creatorComponents.placeholderUuid),
        inArray(creatorComponents.uuid, pattern),
      ),
    );
  const known = new Set(rows.map((row) => row.uuid));
  const unknown = pattern.filter((uuid) => !known.has(uuid));
  if (unknown.length > 0) {
    throw badRequest('The pattern names components that are not top-level components of this scheme and placeholder.', {
      pattern: unknown.map((uuid) => `${uuid} is not a top-level component here.`),
    });
  }
}

const CREATOR_ADMIN = 'creator administrator';
const ROUTE_ADMIN = { permission: PERMISSION_FLAG.IS_ROUTE_ADMIN } as const;
/** List, get, create, update and delete of one creator resource, documented the same way. */
const isoDateTime = z.iso.datetime({ offset: true });
const routeRecord = creatorRouteSchema.extend({ name: z.string(), created_at: isoDateTime, updated_at: isoDateTime }).meta({ id: 'CreatorRouteRecord' });
const routeWithSchemes = routeRecord.extend({ schemes: z.array(schemeResponse) });
const routeListItem = routeWithSchemes.extend({ order: z.number().int().nullable(), is_highlighted: z.boolean(), meta_title: translatableSchema });
const blueprintRecord = blueprintSchema.extend({ uuid: z.guid(), updated_at: isoDateTime }).meta({ id: 'Blueprint' });
const withCreatedAt = <Shape extends z.ZodObject>(record: Shape) => record.extend({ created_at: isoDateTime });

interface CrudSchemas {
  list: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** The record one GET, create and change answer with. */
  record: z.ZodType;
  /** A row of the admin list page (default: the record). */
  listItem?: z.ZodType;
  /** The one GET when it answers more than the record. */
  detail?: z.ZodType;
  /** Delete answers this with 200 instead of an empty 204. */
  deleted?: z.ZodType;
  /** Create is an upsert: 200 when the row existed. */
  upsert?: true;
  get?: false;
  updateRules?: string;
}

function crudDocs(resource: string, what: string, schemas: CrudSchemas): OperationDoc[] {
  const base = `${PREFIX}/${resource}/`;
  const one = `${PREFIX}/${resource}/:uuid/`;
  const common = { tag: CREATOR_ADMIN, auth: ROUTE_ADMIN, description: 'Every write is audited in the same transaction.' };
  return [
    { method: 'get', path: base, summary: `Search ${what}s (admin list)`, query: schemas.list, response: { status: 200, description: 'Admin list page `{count, next, previous, results, metadata}`.', schema: adminListPage(schemas.listItem ?? schemas.record) }, ...common },
    ...(schemas.get === false ? [] : [{ method: 'get', path: one, summary: `One ${what}`, params: uuidParams, response: { status: 200, description: `The ${what}.`, schema: schemas.detail ?? schemas.record }, errors: [404], ...common } satisfies OperationDoc]),
    { method: 'post', path: base, summary: `Create a ${what}`, body: schemas.create, response: { status: 201, description: `The ${what}.`, schema: schemas.record, ...(schemas.upsert ? { alsoStatus: 200 as const } : {}) }, errors: [404], ...common },
    { method: 'put', path: one, summary: `Change a ${what}`, params: uuidParams, body: schemas.update, response: { status: 200, description: `The ${what}.`, schema: schemas.record }, errors: [404], ...common, ...(schemas.updateRules ? { description: `${common.description} ${schemas.updateRules}` } : {}) },
    {
      method: 'delete',
      path: one,
      summary: `Delete a ${what}`,
      params: uuidParams,
      response: schemas.deleted ? { status: 200, description: '`{deleted}`: the uuids removed (the block and its subtree).', schema: schemas.deleted } : { status: 204, description: 'Deleted.' },
      errors: [404],
      ...common,
    },
  ];
}
export const creatorAdminDocs = operations([
  { method: 'get', path: `${PREFIX}/metadata/`, summary: 'Admin list metadata (columns, sorting, filters)', tag: CREATOR_ADMIN, auth: ROUTE_ADMIN, response: { status: 200, description: 'Metadata per list.', schema: z.record(z.string(), adminListMetadataSchema) } },
  ...crudDocs('routes', 'route', { list: routeListQuery, create: routeCreateSchema, update: routeUpdateSchema, record: routeRecord, listItem: routeListItem, detail: routeWithSchemes }),
  ...crudDocs('schemes-v2', 'scheme', {
    list: schemeListQuery,
    create: schemeCreateSchema,
    update: schemeUpdateSchema,
    record: schemeResponse,
    updateRules:
      'Setting `publication` to PUBLISHED is refused with 400 `SCHEME_INCOMPLETE` while any component of the scheme (placeholders included) misses a required block field (a translatable one in the scheme language): `errors` maps each `<component uuid>.<field>` to `["Required."]`, and nothing changes.',
  }),
  { method: 'post', path: `${PREFIX}/scheme-clone/:uuid/`, summary: 'Clone a scheme with its components and blueprints', tag: CREATOR_ADMIN, auth: ROUTE_ADMIN, params: uuidParams, body: schemeCloneSchema, response: { status: 201, description: 'The new scheme with `copied` counts.', schema: schemeResponse.extend({ copied: z.object({ placeholders: z.number().int(), components: z.number().int(), blueprints: z.number().int() }) }) }, errors: [404] },
  ...crudDocs('placeholders', 'placeholder', { list: placeholderListQuery, create: placeholderCreateSchema, update: placeholderUpdateSchema, record: placeholderResponse, listItem: withCreatedAt(placeholderResponse) }),
  ...crudDocs('components', 'component', {
    list: componentListQuery,
    create: componentCreateSchema,
    update: componentUpdateSchema,
    record: componentResponse,
    listItem: withCreatedAt(componentResponse),
    deleted: z.object({ deleted: z.array(z.guid()) }),
  }),
  {
    method: 'post',
    path: `${PREFIX}/components-tree/`,
    summary: 'Create a block subtree in one transaction (an insert with its wrappers or placeholder, or a paste)',
    tag: CREATOR_ADMIN,
    auth: ROUTE_ADMIN,
    body: componentTreeCreateSchema,
    response: { status: 201, description: '`{components, placeholder?}`: the new components with new uuids, parents before their children, in tree order; the placeholder when `new_placeholder` asked for one.', schema: z.object({ components: z.array(componentResponse), placeholder: placeholderResponse.optional() }) },
    description:
      `Every node is checked against the composition rules and its block's prop schema, as a single create is; a refusal (400 COMPOSITION_RULE_VIOLATION or INVALID_BLOCK_PROPS, keyed by the node's place such as \`tree.0.children.1.name\`) writes nothing. At most ${COMPONENT_TREE_MAX_DEPTH} levels and ${COMPONENT_TREE_MAX_NODES} blocks. Roots go after their new siblings (or at \`index\`), top-level roots are appended to the blueprint pattern. With \`sibling_order\` (the target's children as the editor shows them) the roots go in at \`index\` of that list and the whole order is written: the blueprint pattern at the top level, the children's indexes under a parent; children it leaves out keep their place after it, and a block that is not a child of the target is a 400. \`new_placeholder\` creates a placeholder of the scheme for the tree first. Everything, the audit included, is one transaction.`,
  },
  {
    method: 'put',
    path: `${PREFIX}/components-order/`,
    summary: 'Reorder the children of a block, or the top level of a scheme or placeholder, in one transaction',
    tag: CREATOR_ADMIN,
    auth: ROUTE_ADMIN,
    body: componentOrderSchema,
    response: { status: 200, description: '`{order}`: the children as now ordered (those the request left out follow, by their stored index).', schema: z.object({ order: z.array(z.guid()) }) },
    description:
      'Under a parent the children get their indexes from the order; at the top level the blueprint pattern of the scheme (or placeholder) is set. A block that is not a child of the target, or one named twice, is a 400 and nothing changes. Audited in the same transaction.',
  },
  ...crudDocs('blueprints', 'blueprint', { list: blueprintListQuery, create: blueprintUpsertSchema, update: blueprintUpdateSchema, record: blueprintRecord, upsert: true, get: false }),
]);
