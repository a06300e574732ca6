import type { ApiClient, QueryValue } from '@salon/api-client';
import { createApiClient } from '@salon/api-client/http';
import { adminQueryKeys, type ComponentTreeRequest, type CreatorComponent, type CreatorPlaceholder, type CreatorScheme } from '@salon/creator';
import { FIRST_PAGE, MAX_ADMIN_PAGE_SIZE } from '@salon/domain';
import type { AdminListColumn } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApp } from '../lib/appContext';

const CREATOR_ADMIN = '/api/v1/creator/administrator';
const ADMINISTRATOR = '/api/v1/administrator';

/** The administrator lists of the API, by endpoint below /api/v1. */
const ADMIN_ENDPOINT = {
  routes: `${CREATOR_ADMIN}/routes/`,
  schemes: `${CREATOR_ADMIN}/schemes-v2/`,
  placeholders: `${CREATOR_ADMIN}/placeholders/`,
  components: `${CREATOR_ADMIN}/components/`,
  blueprints: `${CREATOR_ADMIN}/blueprints/`,
  files: `${ADMINISTRATOR}/files/`,
  documents: `${ADMINISTRATOR}/documents/`,
  shops: `${ADMINISTRATOR}/shops/`,
  auditLog: `${ADMINISTRATOR}/audit-log/`,
  products: `${ADMINISTRATOR}/products/`,
  popularProducts: `${ADMINISTRATOR}/popular-products/`,
  restrictions: `${ADMINISTRATOR}/restrictions/`,
  brands: `${ADMINISTRATOR}/brands/`,
  categories: `${ADMINISTRATOR}/categories/`,
  reviews: `${ADMINISTRATOR}/reviews/`,
  users: `${ADMINISTRATOR}/users/`,
  pendingOrders: `${ADMINISTRATOR}/pending-orders/`,
  transport: `${ADMINISTRATOR}/transport/`,
  carts: `${ADMINISTRATOR}/carts/`,
  events: `${ADMINISTRATOR}/events/`,
  backgroundServices: `${ADMINISTRATOR}/background-services/`,
} as const;
export type AdminEndpoint = keyof typeof ADMIN_ENDPOINT;

interface AdminListPage<Row = Record<string, unknown>> {
  count: number;
  next: number | null;
  previous: number | null;
  results: Row[];
  metadata: { list: string; endpoint: string; permission: string; default_sort: string; fields: AdminListColumn[] };
}

/** The creator's records, as the creator package names them (one definition for the app and the package). */
export type {
  CreatorBlueprint as AdminBlueprint,
  CreatorComponent as AdminComponent,
  CreatorRoute as AdminRoute,
  CreatorScheme as AdminScheme,
} from '@salon/creator';

export type AdminTranslations = Record<string, { value: string; ext_id?: string | null }>;
interface AdminProductFile {
  id: number;
  order: number;
  kind: string;
  mime_type: string;
  url: string;
}
export interface AdminProduct {
  id: number;
  internal_id: string;
  i18n_name: AdminTranslations;
  i18n_slug: AdminTranslations;
  i18n_description: AdminTranslations;
  price: string | null;
  sale_delay: number;
  is_disabled: boolean;
  files: AdminProductFile[];
}
export interface AdminCategory {
  id: number;
  parent_id: number | null;
  order: number;
  i18n_name: AdminTranslations;
  i18n_slug: AdminTranslations;
}
interface AdminCategoryChildren {
  parent_id: number | null;
  results: AdminCategory[];
}
export interface AdminEventAttendee {
  line_id: number;
  quantity: number;
  ticket: { i18n_name: AdminTranslations };
  order: { number: number; status: number; status_name: string };
  customer: { name: string | null; is_individual: boolean } | null;
  user: { email: string | null } | null;
  contact: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null };
}
export interface AdminCampaignScheme {
  uuid: string;
  route_uuid: string;
  path: string;
  meta_title: string;
  publication: string;
  publish_start: string | null;
  publish_end: string | null;
  in_sorted_list?: boolean;
  is_special?: boolean;
  reason?: string;
  message?: string;
}
interface AdminCampaignPreview {
  at: string;
  language: string;
  is_business: boolean;
  results: AdminCampaignScheme[];
  hidden: AdminCampaignScheme[];
}

/** Administrator calls (through the storefront's /api proxy, which adds the login token). */
export function adminApi(client: ApiClient) {
  const itemPath = (endpoint: AdminEndpoint, id: string | number) => `${ADMIN_ENDPOINT[endpoint]}${id}/`;
  return {
    list: <Row = Record<string, unknown>>(endpoint: AdminEndpoint, query: Record<string, QueryValue> = {}, signal?: AbortSignal) =>
      client.request<AdminListPage<Row>>(ADMIN_ENDPOINT[endpoint], { query, signal }),
    /**
     * Every row of a list, page by page at the largest page size (the first page says how many
     * there are; the rest load side by side). For screens that must see all rows, such as the
     * creator's blocks of a page: one capped page silently dropped the blocks past it.
     */
    listAll: async <Row = Record<string, unknown>>(endpoint: AdminEndpoint, query: Record<string, QueryValue> = {}, signal?: AbortSignal): Promise<AdminListPage<Row>> => {
      const pageOf = (page: number) => client.request<AdminListPage<Row>>(ADMIN_ENDPOINT[endpoint], { query: { ...query, page, page_size: MAX_ADMIN_PAGE_SIZE }, signal });
      const first = await pageOf(FIRST_PAGE);
      const pages = Math.ceil(first.count / MAX_ADMIN_PAGE_SIZE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - FIRST_PAGE) }, (_, index) => pageOf(FIRST_PAGE + 1 + index)));
      return { ...first, next: null, results: [first, ...rest].flatMap((page) => page.results) };
    },
    get: <Row>(endpoint: AdminEndpoint, id: string | number) => client.request<Row>(itemPath(endpoint, id)),
    create: <Row>(endpoint: AdminEndpoint, body: unknown) => client.request<Row>(ADMIN_ENDPOINT[endpoint], { method: 'POST', body }),
    update: <Row>(endpoint: AdminEndpoint, id: string | number, body: unknown) => client.request<Row>(itemPath(endpoint, id), { method: 'PUT', body }),
    remove: (endpoint: AdminEndpoint, id: string | number) => client.request<unknown>(itemPath(endpoint, id), { method: 'DELETE' }),
    /** Creates a block subtree (an insert with its wrappers, or a paste) in one transaction: all of it, or (on a refusal) nothing. */
    createComponentTree: (body: ComponentTreeRequest) => client.request<{ components: CreatorComponent[]; placeholder?: CreatorPlaceholder }>(`${CREATOR_ADMIN}/components-tree/`, { method: 'POST', body }),
    /** A parent's children, or the top level of the scheme or a placeholder, in this order: one call, one transaction. */
    reorderComponents: (body: { scheme_uuid: string; parent_uuid: string | null; placeholder_uuid?: string | null; order: string[] }) =>
      client.request<{ order: string[] }>(`${CREATOR_ADMIN}/components-order/`, { method: 'PUT', body }),
    cloneScheme: (uuid: string, body: { language: string; is_business: boolean; shop_id: number | null; path?: string }) =>
      client.request<{ scheme: CreatorScheme }>(`${CREATOR_ADMIN}/scheme-clone/${uuid}/`, { method: 'POST', body }),
    upload: (endpoint: 'files' | 'documents', form: FormData) =>
      client.request<unknown>(ADMIN_ENDPOINT[endpoint], { method: 'POST', body: form }),
    listMetadata: () => client.request<Record<string, AdminListPage['metadata']>>(`${ADMINISTRATOR}/list-metadata/`),
    attachProductFile: (productId: number, mediaFileId: number) =>
      client.request<AdminProduct>(`${itemPath('products', productId)}files/`, { method: 'POST', body: { media_file_id: mediaFileId } }),
    reorderProductFiles: (productId: number, kind: string, ids: number[]) =>
      client.request<AdminProduct>(`${itemPath('products', productId)}files/order/`, { method: 'PUT', body: { kind, ids } }),
    removeProductFile: (productId: number, fileId: number) => client.request<unknown>(`${itemPath('products', productId)}files/${fileId}/`, { method: 'DELETE' }),
    categoryChildren: (parentId: number | null) =>
      client.request<AdminCategoryChildren>(`${ADMINISTRATOR}/category-sorting/`, { query: parentId === null ? {} : { parent_id: parentId } }),
    sortCategories: (parentId: number | null, ids: number[]) =>
      client.request<AdminCategoryChildren>(`${ADMINISTRATOR}/category-sorting/`, { method: 'PUT', body: { parent_id: parentId, ids } }),
    decideReview: (id: number, decision: 'approve' | 'deny') => client.request<unknown>(`${itemPath('reviews', id)}${decision}/`, { method: 'POST' }),
    setOrderStatus: (orderNumber: number, status: number) => client.request<unknown>(`${itemPath('pendingOrders', orderNumber)}status/`, { method: 'PUT', body: { status } }),
    runBackgroundService: (name: string) => client.request<unknown>(`${itemPath('backgroundServices', name)}run/`, { method: 'POST' }),
    eventAttendees: (eventId: number, query: Record<string, QueryValue> = {}) =>
      client.request<AdminListPage<AdminEventAttendee>>(`${itemPath('events', eventId)}attendees/`, { query }),
    campaignPreview: (query: { at?: string; language: string; is_business: boolean }) =>
      client.request<AdminCampaignPreview>(`${ADMINISTRATOR}/campaign-preview/`, { query }),
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

export function useAdminApi(): AdminApi {
  const { locale } = useApp();
  return useMemo(
    () => adminApi(createApiClient({ baseUrl: '', getLanguage: () => locale })),
    [locale],
  );
}

/** The options of a list column (radios) from the API's list metadata, e.g. restriction scopes. */
export function useListOptions(list: string, field: string): { value: string; label: string }[] {
  const api = useAdminApi();
  const metadata = useQuery({ queryKey: ['admin', 'list-metadata'], queryFn: () => api.listMetadata(), staleTime: Infinity });
  const column = metadata.data?.[list]?.fields.find((candidate) => candidate.name === field);
  return (column?.options ?? []).map((option) => ({ value: String(option.value), label: option.label }));
}

export const adminKeys = {
  all: adminQueryKeys.all,
  list: (endpoint: AdminEndpoint, query: Record<string, QueryValue> = {}) => adminQueryKeys.list(endpoint, query),
  endpoint: (endpoint: AdminEndpoint) => adminQueryKeys.endpoint(endpoint),
};
