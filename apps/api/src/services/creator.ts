import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  COMPOSITION_RULES,
  PLACEHOLDER_PARENT,
  PUBLICATION,
  TOP_LEVEL,
  canPlaceBlock,
  checkBlockProps,
  incompleteComponents,
  isBlockName,
  type BlockParent,
} from '@salon/domain';
import type { CreatorRouteType, LocaleCode } from '@salon/domain';
import type { Executor } from '../db/client';
import { creatorBlueprints, creatorComponents, creatorPlaceholders, creatorRoutes, creatorSchemes } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/errors';

export const CREATOR_ERROR_CODE = {
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  SCHEME_NOT_FOUND: 'SCHEME_NOT_FOUND',
  PLACEHOLDER_NOT_FOUND: 'PLACEHOLDER_NOT_FOUND',
  COMPONENT_NOT_FOUND: 'COMPONENT_NOT_FOUND',
  BLUEPRINT_NOT_FOUND: 'BLUEPRINT_NOT_FOUND',
  COMPOSITION_RULE_VIOLATION: 'COMPOSITION_RULE_VIOLATION',
  INVALID_BLOCK_PROPS: 'INVALID_BLOCK_PROPS',
  SCHEME_CONFLICT: 'SCHEME_CONFLICT',
  /** A scheme cannot be published while a component misses a required field (decision 0022). */
  SCHEME_INCOMPLETE: 'SCHEME_INCOMPLETE',
} as const;

type RouteRow = typeof creatorRoutes.$inferSelect;
type SchemeRow = typeof creatorSchemes.$inferSelect;
type PlaceholderRow = typeof creatorPlaceholders.$inferSelect;
type ComponentRow = typeof creatorComponents.$inferSelect;
type BlueprintRow = typeof creatorBlueprints.$inferSelect;

export const serializeRoute = (row: RouteRow) => ({
  uuid: row.uuid,
  type: row.type,
  name: row.name,
  props: row.props,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const serializeScheme = (row: SchemeRow, route?: Pick<RouteRow, 'uuid' | 'type' | 'props'>) => ({
  uuid: row.uuid,
  route_uuid: row.routeUuid,
  language: row.language,
  path: row.path,
  type: row.type,
  is_business: row.isBusiness,
  shop_id: row.shopId,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_image_src: row.metaImageSrc,
  publication: row.publication,
  publish_start: row.publishStart?.toISOString() ?? null,
  publish_end: row.publishEnd?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  ...(route ? { route: { uuid: route.uuid, type: route.type, props: route.props } } : {}),
});

export const serializePlaceholder = (row: PlaceholderRow) => ({
  uuid: row.uuid,
  route_uuid: row.routeUuid,
  scheme_uuid: row.schemeUuid,
  type: row.type,
  name: row.name,
  props: { query_fields: {}, replace_original: false, ...row.props },
});

/** Blocks that hold children declare one default slot (page component descriptor "slots"). */
const WRAPPER_NAMES = new Set<string>(
  Object.values(COMPOSITION_RULES).flatMap((rule) => rule.allowedParents.filter((parent) => parent !== TOP_LEVEL && parent !== PLACEHOLDER_PARENT)),
);

export const serializeComponent = (row: ComponentRow) => ({
  uuid: row.uuid,
  name: row.name,
  parent_uuid: row.parentUuid,
  route_uuid: row.routeUuid,
  scheme_uuid: row.schemeUuid,
  placeholder_uuid: row.placeholderUuid,
  template_uuid: row.templateUuid,
  slot: row.slot,
  props: row.props,
  index: row.index,
  slots: WRAPPER_NAMES.has(row.name) ? ['default'] : [],
});

export const serializeBlueprint = (row: BlueprintRow) => ({
  uuid: row.uuid,
  route_uuid: row.routeUuid,
  scheme_uuid: row.schemeUuid,
  placeholder_uuid: row.placeholderUuid,
  pattern: row.pattern,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Who sees a scheme: the public only PUBLISHED ones inside their publish window (start
 * inclusive, end exclusive); route admins also PRIVATE ones (docs/decisions/0008).
 */
export function schemeVisible(now: Date, isRouteAdmin: boolean): SQL {
  const published = sql`(${creatorSchemes.publication} = ${PUBLICATION.PUBLISHED}
    and (${creatorSchemes.publishStart} is null or ${creatorSchemes.publishStart} <= ${now.toISOString()})
    and (${creatorSchemes.publishEnd} is null or ${creatorSchemes.publishEnd} > ${now.toISOString()}))`;
  return isRouteAdmin ? sql`(${published} or ${creatorSchemes.publication} = ${PUBLICATION.PRIVATE})` : published;
}

export async function loadRoute(db: Executor, uuid: string): Promise<RouteRow> {
  const [row] = await db.select().from(creatorRoutes).where(eq(creatorRoutes.uuid, uuid));
  if (!row) throw notFound(CREATOR_ERROR_CODE.ROUTE_NOT_FOUND, 'Route not found.');
  return row;
}
export async function loadScheme(db: Executor, uuid: string): Promise<SchemeRow> {
  const [row] = await db.select().from(creatorSchemes).where(eq(creatorSchemes.uuid, uuid));
  if (!row) throw notFound(CREATOR_ERROR_CODE.SCHEME_NOT_FOUND, 'Scheme not found.');
  return row;
}
export async function loadPlaceholder(db: Executor, uuid: string): Promise<PlaceholderRow> {
  const [row] = await db.select().from(creatorPlaceholders).where(eq(creatorPlaceholders.uuid, uuid));
  if (!row) throw notFound(CREATOR_ERROR_CODE.PLACEHOLDER_NOT_FOUND, 'Placeholder not found.');
  return row;
}
export async function loadComponent(db: Executor, uuid: string): Promise<ComponentRow> {
  const [row] = await db.select().from(creatorComponents).where(eq(creatorComponents.uuid, uuid));
  if (!row) throw notFound(CREATOR_ERROR_CODE.COMPONENT_NOT_FOUND, 'Component not found.');
  return row;
}

/** A referenced row that does not exist is a field error of the body, not a 404 of the URL. */
export async function requireReference<T>(load: () => Promise<T>, field: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw badRequest(error.message, { [field]: [error.message] });
    throw error;
  }
}

const parentLabel = (parent: BlockParent) => (parent === TOP_LEVEL ? 'the top level' : parent === PLACEHOLDER_PARENT ? 'a placeholder' : parent);
const describeAllowed = (name: string) => {
  const allowed = isBlockName(name) ? COMPOSITION_RULES[name].allowedParents : [];
  return allowed.length === 0 ? 'it cannot be placed in the builder' : `it may sit only in ${allowed.map(parentLabel).join(' or ')}`;
};

export interface Placement {
  name: string;
  /** Only the name counts: a pasted subtree checks children against parents not written yet. */
  parent: Pick<ComponentRow, 'name'> | null;
  placeholderUuid: string | null;
}

/**
 * The composition rules of page-builder.md section 5 from @salon/domain: 400
 * COMPOSITION_RULE_VIOLATION naming the block and the rule, keyed by the field that places it.
 */
export function assertPlacement({ name, parent, placeholderUuid }: Placement): void {
  if (!isBlockName(name)) throw badRequest(`Unknown block "${name}".`, { name: [`Unknown block "${name}".`] }, CREATOR_ERROR_CODE.COMPOSITION_RULE_VIOLATION);
  const where: BlockParent = parent ? (isBlockName(parent.name) ? parent.name : (parent.name as BlockParent)) : placeholderUuid ? PLACEHOLDER_PARENT : TOP_LEVEL;
  if (canPlaceBlock(name, where)) return;
  const message = `Block "${name}" cannot be placed in ${parentLabel(where)}: ${describeAllowed(name)}.`;
  const field = parent ? 'parent_uuid' : placeholderUuid ? 'placeholder_uuid' : COMPOSITION_RULES[name].allowedParents.includes(PLACEHOLDER_PARENT) ? 'placeholder_uuid' : 'parent_uuid';
  throw badRequest(message, { [field]: [message] }, CREATOR_ERROR_CODE.COMPOSITION_RULE_VIOLATION);
}

/** The block's prop schema from @salon/domain: 400 INVALID_BLOCK_PROPS keyed props.<field>. */
export function assertProps(name: string, props: unknown): Record<string, unknown> {
  const result = checkBlockProps(name, props);
  if (result.ok) return result.props;
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field === 'name' ? 'name' : `props.${field}`, messages]));
  throw badRequest(`Invalid props for block "${name}".`, errors, CREATOR_ERROR_CODE.INVALID_BLOCK_PROPS);
}

/**
 * Refuses to publish a scheme whose components (placeholders' included) miss required fields:
 * 400 SCHEME_INCOMPLETE keyed "<component uuid>.<field>", checked with the creator's own rule.
 */
export async function assertSchemeComplete(db: Executor, scheme: { uuid: string; type: string; language: string }): Promise<void> {
  const rows = await db
    .select({ uuid: creatorComponents.uuid, name: creatorComponents.name, props: creatorComponents.props })
    .from(creatorComponents)
    .where(eq(creatorComponents.schemeUuid, scheme.uuid))
    .orderBy(asc(creatorComponents.index), asc(creatorComponents.uuid));
  const incomplete = incompleteComponents(
    rows.map((row) => ({ ...row, props: row.props as Record<string, unknown> })),
    { routeType: scheme.type as CreatorRouteType, language: scheme.language },
  );
  if (incomplete.length === 0) return;
  const errors = Object.fromEntries(incomplete.flatMap((component) => component.fields.map((field) => [`${component.uuid}.${field}`, ['Required.']])));
  const blocks = incomplete.map((component) => `${component.name} (${component.fields.join(', ')})`).join('; ');
  throw badRequest(`The scheme cannot be published: required fields are empty in ${blocks}.`, errors, CREATOR_ERROR_CODE.SCHEME_INCOMPLETE);
}

/** The uuids of a component and all its descendants (recursive CTE, one round-trip). */
export async function subtreeUuids(db: Executor, rootUuid: string): Promise<string[]> {
  const result = await db.execute<{ uuid: string }>(sql`
    with recursive tree(uuid) as (
      select uuid from creator_components where uuid = ${rootUuid}
      union all
      select c.uuid from creator_components c join tree t on c.parent_uuid = t.uuid
    )
    select uuid from tree`);
  return result.rows.map((row) => row.uuid);
}

/** Removes uuids from every blueprint pattern of a scheme. */
export async function removeFromPatterns(db: Executor, schemeUuid: string, uuids: readonly string[]): Promise<void> {
  if (uuids.length === 0) return;
  const removed = new Set(uuids);
  const blueprints = await db.select().from(creatorBlueprints).where(eq(creatorBlueprints.schemeUuid, schemeUuid));
  for (const blueprint of blueprints) {
    const pattern = blueprint.pattern.filter((uuid) => !removed.has(uuid));
    if (pattern.length !== blueprint.pattern.length) {
      await db.update(creatorBlueprints).set({ pattern, updatedAt: new Date() }).where(eq(creatorBlueprints.uuid, blueprint.uuid));
    }
  }
}

/** Appends a new top-level component to the pattern of its scheme or placeholder (creating the blueprint). */
export async function appendToPattern(db: Executor, component: ComponentRow): Promise<void> {
  const placeholderMatch = component.placeholderUuid ? eq(creatorBlueprints.placeholderUuid, component.placeholderUuid) : isNull(creatorBlueprints.placeholderUuid);
  const [blueprint] = await db.select().from(creatorBlueprints).where(and(eq(creatorBlueprints.schemeUuid, component.schemeUuid), placeholderMatch));
  if (blueprint) {
    if (blueprint.pattern.includes(component.uuid)) return;
    await db.update(creatorBlueprints).set({ pattern: [...blueprint.pattern, component.uuid], updatedAt: new Date() }).where(eq(creatorBlueprints.uuid, blueprint.uuid));
  } else {
    await db.insert(creatorBlueprints).values({ routeUuid: component.routeUuid, schemeUuid: component.schemeUuid, placeholderUuid: component.placeholderUuid, pattern: [component.uuid] });
  }
}

/**
 * Deletes a component, its whole subtree and their uuids from every blueprint pattern of the
 * scheme. Call inside a transaction.
 */
export async function deleteComponentTree(db: Executor, component: ComponentRow): Promise<string[]> {
  const uuids = await subtreeUuids(db, component.uuid);
  await db.delete(creatorComponents).where(inArray(creatorComponents.uuid, uuids));
  await removeFromPatterns(db, component.schemeUuid, uuids);
  return uuids;
}

/** Whether a candidate parent lies inside the component's own subtree (a cycle). */
export async function isInSubtree(db: Executor, rootUuid: string, candidate: string): Promise<boolean> {
  return (await subtreeUuids(db, rootUuid)).includes(candidate);
}

export interface CloneTarget {
  language: string;
  isBusiness: boolean;
  shopId: number | null;
  path: string;
}

/**
 * Copies a scheme with its placeholders, component tree (new uuids, parent and placeholder links
 * remapped) and blueprints (patterns remapped). Call inside a transaction.
 */
export async function cloneScheme(db: Executor, source: SchemeRow, target: CloneTarget) {
  const [scheme] = await db
    .insert(creatorSchemes)
    .values({
      routeUuid: source.routeUuid,
      language: target.language,
      path: target.path,
      type: source.type,
      isBusiness: target.isBusiness,
      shopId: target.shopId,
      metaTitle: source.metaTitle,
      metaDescription: source.metaDescription,
      metaImageSrc: source.metaImageSrc,
      // A copy is reviewed before it goes live.
      publication: PUBLICATION.UNPUBLISHED,
      publishStart: source.publishStart,
      publishEnd: source.publishEnd,
    })
    .returning();
  const newScheme = scheme!;

  const placeholderMap = new Map<string, string>();
  const placeholders = await db.select().from(creatorPlaceholders).where(eq(creatorPlaceholders.schemeUuid, source.uuid));
  for (const placeholder of placeholders) {
    const uuid = crypto.randomUUID();
    placeholderMap.set(placeholder.uuid, uuid as string);
  }
  if (placeholders.length > 0) {
    await db.insert(creatorPlaceholders).values(
      placeholders.map((placeholder) => ({
        uuid: placeholderMap.get(placeholder.uuid)!,
        routeUuid: placeholder.routeUuid,
        schemeUuid: newScheme.uuid,
        type: placeholder.type,
        name: placeholder.name,
        props: placeholder.props,
      })),
    );
  }

  const components = await db.select().from(creatorComponents).where(eq(creatorComponents.schemeUuid, source.uuid));
  const componentMap = new Map<string, string>(components.map((component) => [component.uuid, crypto.randomUUID()]));
  // Parents before children, so the self-reference holds at every insert.
  const ordered: ComponentRow[] = [];
  const byParent = new Map<string | null, ComponentRow[]>();
  for (const component of components) {
    const key = component.parentUuid && componentMap.has(component.parentUuid) ? component.parentUuid : null;
    byParent.set(key, [...(byParent.get(key) ?? []), component]);
  }
  const queue = [...(byParent.get(null) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    ordered.push(next);
    queue.push(...(byParent.get(next.uuid) ?? []));
  }
  if (ordered.length > 0) {
    await db.insert(creatorComponents).values(
      ordered.map((component) => ({
        uuid: componentMap.get(component.uuid)!,
        name: component.name,
        parentUuid: component.parentUuid ? (componentMap.get(component.parentUuid) ?? null) : null,
        routeUuid: component.routeUuid,
        schemeUuid: newScheme.uuid,
        placeholderUuid: component.placeholderUuid ? (placeholderMap.get(component.placeholderUuid) ?? null) : null,
        templateUuid: component.templateUuid,
        slot: component.slot,
        props: component.props,
        index: component.index,
      })),
    );
  }

  const blueprints = await db.select().from(creatorBlueprints).where(eq(creatorBlueprints.schemeUuid, source.uuid));
  if (blueprints.length > 0) {
    await db.insert(creatorBlueprints).values(
      blueprints.map((blueprint) => ({
        routeUuid: blueprint.routeUuid,
        schemeUuid: newScheme.uuid,
        placeholderUuid: blueprint.placeholderUuid ? (placeholderMap.get(blueprint.placeholderUuid) ?? null) : null,
        pattern: blueprint.pattern.map((uuid) => componentMap.get(uuid)).filter((uuid): uuid is string => uuid !== undefined),
      })),
    );
  }
  return { scheme: newScheme, counts: { placeholders: placeholders.length, components: ordered.length, blueprints: blueprints.length } };
}

/** Ensures no other scheme of the route has the same language, audience and shop. */
export async function assertSchemeSlotFree(
  db: Executor,
  input: { routeUuid: string; language: string; isBusiness: boolean; shopId: number | null; type: string; path: string },
  exceptUuid?: string,
): Promise<void> {
  const sameShop = input.shopId === null ? isNull(creatorSchemes.shopId) : eq(creatorSchemes.shopId, input.shopId);
  const except = exceptUuid ? sql`${creatorSchemes.uuid} <> ${exceptUuid}` : sql`true`;
  const [variant] = await db
    .select({ uuid: creatorSchemes.uuid })
    .from(creatorSchemes)
    .where(and(eq(creatorSchemes.routeUuid, input.routeUuid), eq(creatorSchemes.language, input.language), eq(creatorSchemes.isBusiness, input.isBusiness), sameShop, except));
  if (variant) {
    throw badRequest('The route already has a scheme in this language for this audience and shop.', {
      language: ['A scheme with this language, is_business and shop_id exists already.'],
    }, CREATOR_ERROR_CODE.SCHEME_CONFLICT);
  }
  const [samePath] = await db
    .select({ uuid: creatorSchemes.uuid })
    .from(creatorSchemes)
    .where(
      and(
        eq(creatorSchemes.type, input.type),
        eq(creatorSchemes.path, input.path),
        eq(creatorSchemes.language, input.language),
        eq(creatorSchemes.isBusiness, input.isBusiness),
        sameShop,
        sql`${creatorSchemes.routeUuid} <> ${input.routeUuid}`,
        except,
      ),
    );
  if (samePath) {
    throw badRequest('Another route already uses this path.', { path: ['Another route of this type uses this path in this language.'] }, CREATOR_ERROR_CODE.SCHEME_CONFLICT);
  }
}


/** Route order of schemes lists: campaigns by props.order (missing last), then newest first. */
const routeOrder = sql`coalesce((${creatorRoutes.props}->>'order')::int, 2147483647)`;

/**
 * Business customers get the business variant where a route has one (per language), else the
 * private one; without is_business the private variants are served.
 */
export function servedToAudience<Row extends { scheme: SchemeRow }>(rows: Row[], isBusiness: boolean | undefined): Row[] {
  const businessVariants = new Set(rows.filter((row) => row.scheme.isBusiness).map((row) => `${row.scheme.routeUuid}:${row.scheme.language}`));
  return rows.filter((row) => (isBusiness ? row.scheme.isBusiness || !businessVariants.has(`${row.scheme.routeUuid}:${row.scheme.language}`) : !row.scheme.isBusiness));
}

export interface SchemeListRequest {
  type: CreatorRouteType;
  language?: LocaleCode | undefined;
  isBusiness?: boolean | undefined;
  /** The moment whose publish windows apply (now for the storefront, any time for the campaign preview). */
  at: Date;
  isRouteAdmin: boolean;
}

/**
 * The list of a type (campaign list, events list) exactly as GET /creator/schemes-by-path/
 * without a path serves it: visible at `at`, in the language, for the audience, in route order.
 */
export async function listSchemesOfType(db: Executor, request: SchemeListRequest): Promise<{ scheme: SchemeRow; route: RouteRow }[]> {
  const conditions: SQL[] = [eq(creatorSchemes.type, request.type), schemeVisible(request.at, request.isRouteAdmin)];
  if (request.language) conditions.push(eq(creatorSchemes.language, request.language));
  const rows = await db
    .select({ scheme: creatorSchemes, route: creatorRoutes })
    .from(creatorSchemes)
    .innerJoin(creatorRoutes, eq(creatorRoutes.uuid, creatorSchemes.routeUuid))
    .where(and(...conditions))
    .orderBy(routeOrder, desc(creatorSchemes.createdAt), asc(creatorSchemes.uuid));
  return servedToAudience(rows, request.isBusiness);
}
