import { createApiClient, type ApiClient, type QueryValue } from '@salon/api-client';
import type { AdminListColumn } from '@salon/ui';
import { useMemo } from 'react';
import { useApp } from '../lib/appContext';

const CREATOR_ADMIN = '/api/v1/creator/administrator';
const ADMINISTRATOR = '/api/v1/administrator';

/** The administrator lists of the API, by endpoint below /api/v1. */
export const ADMIN_ENDPOINT = {
  routes: `${CREATOR_ADMIN}/routes/`,
  schemes: `${CREATOR_ADMIN}/schemes-v2/`,
  placeholders: `${CREATOR_ADMIN}/placeholders/`,
  components: `${CREATOR_ADMIN}/components/`,
  blueprints: `${CREATOR_ADMIN}/blueprints/`,
  files: `${ADMINISTRATOR}/files/`,
  documents: `${ADMINISTRATOR}/documents/`,
  shops: `${ADMINISTRATOR}/shops/`,
  auditLog: `${ADMINISTRATOR}/audit-log/`,
} as const;
export type AdminEndpoint = keyof typeof ADMIN_ENDPOINT;

export interface AdminListPage<Row = Record<string, unknown>> {
  count: number;
  next: number | null;
  previous: number | null;
  results: Row[];
  metadata: { list: string; endpoint: string; permission: string; default_sort: string; fields: AdminListColumn[] };
}

export interface AdminRoute {
  uuid: string;
  type: string;
  name: string;
  props: { order?: number; is_highlighted?: boolean };
}
export interface AdminScheme {
  uuid: string;
  route_uuid: string;
  language: string;
  path: string;
  type: string;
  is_business: boolean;
  shop_id: number | null;
  meta_title: string;
  meta_description: string;
  meta_image_src: string | null;
  publication: string;
  publish_start: string | null;
  publish_end: string | null;
}
export interface AdminComponent {
  uuid: string;
  name: string;
  parent_uuid: string | null;
  route_uuid: string;
  scheme_uuid: string;
  placeholder_uuid: string | null;
  template_uuid: string | null;
  slot: string;
  props: Record<string, unknown>;
  index: number;
  slots: string[];
}
export interface AdminPlaceholder {
  uuid: string;
  scheme_uuid: string;
  type: string;
  name: string;
  props: Record<string, unknown>;
}
export interface AdminBlueprint {
  uuid: string;
  scheme_uuid: string;
  placeholder_uuid: string | null;
  pattern: string[];
}
export interface AdminShop {
  id: number;
  name: string;
  code: string;
  country_id: number | null;
}

/** Administrator calls (through the storefront's /api proxy, which adds the login token). */
export function adminApi(client: ApiClient) {
  const itemPath = (endpoint: AdminEndpoint, id: string | number) => `${ADMIN_ENDPOINT[endpoint]}${id}/`;
  return {
    list: <Row = Record<string, unknown>>(endpoint: AdminEndpoint, query: Record<string, QueryValue> = {}, signal?: AbortSignal) =>
      client.request<AdminListPage<Row>>(ADMIN_ENDPOINT[endpoint], { query, signal }),
    get: <Row>(endpoint: AdminEndpoint, id: string | number) => client.request<Row>(itemPath(endpoint, id)),
    create: <Row>(endpoint: AdminEndpoint, body: unknown) => client.request<Row>(ADMIN_ENDPOINT[endpoint], { method: 'POST', body }),
    update: <Row>(endpoint: AdminEndpoint, id: string | number, body: unknown) => client.request<Row>(itemPath(endpoint, id), { method: 'PUT', body }),
    remove: (endpoint: AdminEndpoint, id: string | number) => client.request<unknown>(itemPath(endpoint, id), { method: 'DELETE' }),
    cloneScheme: (uuid: string, body: { language: string; is_business: boolean; shop_id: number | null; path?: string }) =>
      client.request<{ scheme: AdminScheme }>(`${CREATOR_ADMIN}/scheme-clone/${uuid}/`, { method: 'POST', body }),
    upload: (endpoint: 'files' | 'documents', form: FormData) =>
      client.request<unknown>(ADMIN_ENDPOINT[endpoint], { method: 'POST', body: form }),
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

export function useAdminApi(): AdminApi {
  const { locale, nonceSalt } = useApp();
  return useMemo(
    () => adminApi(createApiClient({ baseUrl: '', getLanguage: () => locale, nonceSalt })),
    [locale, nonceSalt],
  );
}

export const adminKeys = {
  all: ['admin'] as const,
  list: (endpoint: AdminEndpoint, query: Record<string, QueryValue> = {}) => ['admin', endpoint, query] as const,
  endpoint: (endpoint: AdminEndpoint) => ['admin', endpoint] as const,
};
