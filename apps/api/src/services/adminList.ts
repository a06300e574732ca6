import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_LIST_FIELD_TYPE, COUNTRY_ID, LOCALE_CODES, MAX_ADMIN_PAGE_SIZE, PAGE_SIZE, PLACEHOLDER_POSITION, PUBLICATION, CREATOR_ROUTE_TYPE, FILE_KIND, FILE_TYPE, type AdminListFieldType } from '@salon/domain';
import { badRequest } from '../lib/errors';
import { pagingQuery } from '../lib/validate';

/** Paging, search and sort shared by every administrator list. sort: field or -field (descending). */
export const adminListQuerySchema = z.object({
  ...pagingQuery(PAGE_SIZE.ADMIN_LIST, MAX_ADMIN_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(64).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** One column of an admin list, in the spec's field types, so that the admin UI renders lists from it. */
const adminListFieldSchema = z.object({
  name: z.string(),
  type: z.enum(ADMIN_LIST_FIELD_TYPE),
  label: z.string(),
  sortable: z.boolean(),
  /** The q parameter searches this column. */
  searchable: z.boolean(),
  /** Also accepted as an exact-match query parameter. */
  filterable: z.boolean(),
  options: z.array(z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() })).optional(),
  /** For foreignKey columns: the list the value points into. */
  references: z.string().optional(),
});
export type AdminListField = z.infer<typeof adminListFieldSchema>;
export type AdminListOption = NonNullable<AdminListField['options']>[number];

/** The metadata every admin list page carries (and GET .../metadata/ lists): its response schema is its type. */
export const adminListMetadataSchema = z
  .object({
    list: z.string(),
    /** The list's endpoint under /api/v1. */
    endpoint: z.string(),
    permission: z.string(),
    default_sort: z.string(),
    fields: z.array(adminListFieldSchema),
  })
  .meta({ id: 'AdminListMetadata' });
export type AdminListMetadata = z.infer<typeof adminListMetadataSchema>;

export const enumOptions = (values: readonly (string | number)[]): AdminListOption[] => values.map((value) => ({ value, label: String(value) }));
/** The delivery countries by id, so a country column is filtered from a list and read by name. */
export const countryOptions: AdminListOption[] = Object.entries(COUNTRY_ID).map(([code, id]) => ({ value: id, label: code }));
const booleanOptions: AdminListOption[] = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
];

type FieldSpec = Partial<Omit<AdminListField, 'name' | 'type'>>;
/** One list column; unset flags default to false. */
export const column = (name: string, type: AdminListFieldType, spec: FieldSpec = {}): AdminListField => ({
  name,
  type,
  label: spec.label ?? name,
  sortable: spec.sortable ?? false,
  searchable: spec.searchable ?? false,
  filterable: spec.filterable ?? false,
  ...(spec.options ? { options: spec.options } : type === ADMIN_LIST_FIELD_TYPE.BOOLEAN ? { options: booleanOptions } : {}),
  ...(spec.references ? { references: spec.references } : {}),
});
const T = ADMIN_LIST_FIELD_TYPE;

export const ADMIN_LIST = {
  ROUTES: 'routes',
  SCHEMES: 'schemes',
  PLACEHOLDERS: 'placeholders',
  COMPONENTS: 'components',
  BLUEPRINTS: 'blueprints',
  FILES: 'files',
  DOCUMENTS: 'documents',
  SHOPS: 'shops',
  AUDIT_LOG: 'audit_log',
} as const;
type AdminListName = (typeof ADMIN_LIST)[keyof typeof ADMIN_LIST];

const BUILT_IN_LISTS: Readonly<Record<AdminListName, AdminListMetadata>> = {
  routes: {
    list: 'routes',
    endpoint: '/api/v1/creator/administrator/routes/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: '-created_at',
    fields: [
      column('uuid', T.STRING),
      column('name', T.STRING, { sortable: true, searchable: true }),
      column('type', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(CREATOR_ROUTE_TYPE)) }),
      column('order', T.STRING, { sortable: true, label: 'props.order' }),
      column('is_highlighted', T.BOOLEAN, { label: 'props.is_highlighted' }),
      column('meta_title', T.LANGUAGE_STRING, { searchable: true, label: 'schemes meta_title per language' }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  schemes: {
    list: 'schemes',
    endpoint: '/api/v1/creator/administrator/schemes-v2/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: '-created_at',
    fields: [
      column('uuid', T.STRING),
      column('route_uuid', T.FOREIGN_KEY, { filterable: true, references: 'routes' }),
      column('type', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(CREATOR_ROUTE_TYPE)) }),
      column('language', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(LOCALE_CODES) }),
      column('path', T.STRING, { sortable: true, searchable: true }),
      column('meta_title', T.STRING, { sortable: true, searchable: true }),
      column('is_business', T.BOOLEAN, { sortable: true, filterable: true }),
      column('shop_id', T.FOREIGN_KEY, { filterable: true, references: 'shops' }),
      column('publication', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(PUBLICATION)) }),
      column('publish_start', T.DATE_TIME, { sortable: true }),
      column('publish_end', T.DATE_TIME, { sortable: true }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  placeholders: {
    list: 'placeholders',
    endpoint: '/api/v1/creator/administrator/placeholders/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: 'type',
    fields: [
      column('uuid', T.STRING),
      column('route_uuid', T.FOREIGN_KEY, { filterable: true, references: 'routes' }),
      column('scheme_uuid', T.FOREIGN_KEY, { filterable: true, references: 'schemes' }),
      column('type', T.RADIOS, { sortable: true, filterable: true, options: enumOptions(Object.values(PLACEHOLDER_POSITION)) }),
      column('name', T.STRING, { sortable: true, searchable: true }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  components: {
    list: 'components',
    endpoint: '/api/v1/creator/administrator/components/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: 'index',
    fields: [
      column('uuid', T.STRING),
      column('name', T.STRING, { sortable: true, searchable: true, filterable: true }),
      column('route_uuid', T.FOREIGN_KEY, { filterable: true, references: 'routes' }),
      column('scheme_uuid', T.FOREIGN_KEY, { filterable: true, references: 'schemes' }),
      column('placeholder_uuid', T.FOREIGN_KEY, { filterable: true, references: 'placeholders' }),
      column('parent_uuid', T.FOREIGN_KEY, { filterable: true, references: 'components' }),
      column('slot', T.STRING),
      column('index', T.STRING, { sortable: true }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  blueprints: {
    list: 'blueprints',
    endpoint: '/api/v1/creator/administrator/blueprints/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: '-updated_at',
    fields: [
      column('uuid', T.STRING),
      column('route_uuid', T.FOREIGN_KEY, { filterable: true, references: 'routes' }),
      column('scheme_uuid', T.FOREIGN_KEY, { filterable: true, references: 'schemes' }),
      column('placeholder_uuid', T.FOREIGN_KEY, { filterable: true, references: 'placeholders' }),
      column('updated_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  files: {
    list: 'files',
    endpoint: '/api/v1/administrator/files/',
    permission: 'IS_FILES_ADMIN',
    default_sort: '-created_at',
    fields: [
      column('id', T.STRING, { sortable: true }),
      column('title', T.STRING, { sortable: true, searchable: true }),
      column('original_name', T.STRING, { sortable: true, searchable: true }),
      column('kind', T.RADIOS, { filterable: true, options: enumOptions(Object.values(FILE_KIND)) }),
      column('mime_type', T.RADIOS, { sortable: true, filterable: true }),
      column('size_bytes', T.STRING, { sortable: true }),
      column('uploaded_by', T.FOREIGN_KEY, { references: 'users' }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  documents: {
    list: 'documents',
    endpoint: '/api/v1/administrator/documents/',
    permission: 'IS_DOCUMENT_ADMIN',
    default_sort: '-created_at',
    fields: [
      column('id', T.STRING, { sortable: true }),
      column('title', T.STRING, { sortable: true, searchable: true }),
      column('original_name', T.STRING, { sortable: true, searchable: true }),
      column('file_type', T.RADIOS, { filterable: true, options: [{ value: FILE_TYPE.MANUAL, label: 'manual' }, { value: FILE_TYPE.GENERAL, label: 'general' }] }),
      column('mime_type', T.RADIOS, { sortable: true, filterable: true }),
      column('size_bytes', T.STRING, { sortable: true }),
      column('uploaded_by', T.FOREIGN_KEY, { references: 'users' }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  shops: {
    list: 'shops',
    endpoint: '/api/v1/administrator/shops/',
    permission: 'IS_ROUTE_ADMIN',
    default_sort: 'name',
    fields: [
      column('id', T.STRING, { sortable: true }),
      column('name', T.STRING, { sortable: true, searchable: true }),
      column('code', T.STRING, { sortable: true, searchable: true }),
      column('country_id', T.FOREIGN_KEY, { filterable: true, references: 'countries', options: countryOptions }),
      column('is_active', T.BOOLEAN, { filterable: true }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
  audit_log: {
    list: 'audit_log',
    endpoint: '/api/v1/administrator/audit-log/',
    permission: 'IS_SUPER_ADMIN',
    default_sort: '-created_at',
    fields: [
      column('id', T.STRING, { sortable: true }),
      column('user_email', T.STRING, { sortable: true, searchable: true }),
      column('action', T.RADIOS, { filterable: true, options: enumOptions(['create', 'update', 'delete', 'clone', 'upload']) }),
      column('entity', T.STRING, { sortable: true, filterable: true, searchable: true }),
      column('entity_id', T.STRING, { filterable: true }),
      column('created_at', T.DATE_TIME, { sortable: true }),
    ],
  },
};

/**
 * Every administrator list by name, as GET /administrator/list-metadata/ serves it. Lists of
 * other route modules join it through defineAdminList, the one place to register a list.
 */
export const ADMIN_LIST_METADATA: Record<string, AdminListMetadata> = { ...BUILT_IN_LISTS };

/**
 * Registers an administrator list's metadata (call it at module level of the route module that
 * serves the list) and returns it for adminResource/orderBy/listPage. A name may be taken once.
 */
export function defineAdminList(metadata: AdminListMetadata): AdminListMetadata {
  const existing = ADMIN_LIST_METADATA[metadata.list];
  if (existing && existing !== metadata) throw new Error(`Admin list ${metadata.list} is already defined.`);
  ADMIN_LIST_METADATA[metadata.list] = metadata;
  return metadata;
}

/** A list by its registered name or the metadata object itself. */
export type AdminListRef = AdminListName | AdminListMetadata;
function adminListMetadata(list: AdminListRef): AdminListMetadata {
  if (typeof list !== 'string') return list;
  const metadata = ADMIN_LIST_METADATA[list];
  if (!metadata) throw new Error(`Unknown admin list ${list}.`);
  return metadata;
}

/** ILIKE pattern matching q anywhere, with LIKE wildcards in q taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * ORDER BY from sort=field or -field; only the list's sortable columns are accepted (400
 * otherwise). A unique tiebreak column keeps pages stable.
 */
export function orderBy(list: AdminListRef, sort: string | undefined, columns: Record<string, AnyColumn | SQL>, tiebreak: AnyColumn): SQL[] {
  const metadata = adminListMetadata(list);
  const wanted = sort && sort !== '' ? sort : metadata.default_sort;
  const descending = wanted.startsWith('-');
  const name = descending ? wanted.slice(1) : wanted;
  const field = metadata.fields.find((candidate) => candidate.name === name && candidate.sortable);
  const target = columns[name];
  if (!field || !target) {
    const sortable = metadata.fields.filter((candidate) => candidate.sortable).map((candidate) => candidate.name);
    throw badRequest('Unknown sort field.', { sort: [`Sort by one of: ${sortable.join(', ')} (prefix - for descending).`] });
  }
  return [descending ? desc(target) : asc(target), asc(tiebreak)];
}

/** DRF-style page envelope with the list's metadata. */
export function listPage<T>(list: AdminListRef, query: AdminListQuery, count: number, results: T[]) {
  return {
    count,
    next: query.page * query.page_size < count ? query.page + 1 : null,
    previous: query.page > 1 ? query.page - 1 : null,
    results,
    metadata: adminListMetadata(list),
  };
}

export const offsetOf = (query: AdminListQuery) => (query.page - 1) * query.page_size;
