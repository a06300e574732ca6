import type { QueryValue, StoredComponent } from '@salon/api-client';

/**
 * What the creator reads and writes, as the administrator API answers it. The app hands in its
 * administrator client (`CreatorApi`); stories hand in a fake.
 */
export interface CreatorRoute {
  uuid: string;
  type: string;
  name: string;
  props: { order?: number; is_highlighted?: boolean };
}
export interface CreatorScheme {
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
/** A stored block as the creator's administrator calls answer it (generated from the API's document). */
export type CreatorComponent = StoredComponent;
/** A block to create with its children, as the components-tree call takes it. */
export interface ComponentTreeNode {
  name: string;
  props: Record<string, unknown>;
  slot: string;
  children: ComponentTreeNode[];
}
export interface CreatorPlaceholder {
  uuid: string;
  scheme_uuid: string;
  type: string;
  name: string;
  props: Record<string, unknown>;
}
export interface CreatorBlueprint {
  uuid: string;
  scheme_uuid: string;
  placeholder_uuid: string | null;
  pattern: string[];
}
export interface CreatorShop {
  id: number;
  name: string;
  code: string;
  country_id: number | null;
}

/** The body of the components-tree call: a subtree created in one transaction (an insert with its wrappers, a paste, a duplicate). */
export interface ComponentTreeRequest {
  scheme_uuid: string;
  parent_uuid: string | null;
  placeholder_uuid?: string | null;
  /** A placeholder created for the tree in the same transaction. */
  new_placeholder?: { type: string; name: string };
  /** The roots' position among sibling_order. */
  index?: number;
  /** The target's children as the editor shows them: the API writes this order with the insert. */
  sibling_order?: string[];
  tree: ComponentTreeNode[];
}

/** The list endpoints the creator reads. */
export type CreatorEndpoint = 'routes' | 'schemes' | 'placeholders' | 'components' | 'blueprints' | 'shops';

interface CreatorListPage<Row> {
  count: number;
  results: Row[];
}

/** The administrator calls the creator makes (the app's administrator client has them all). */
export interface CreatorApi {
  list: <Row>(endpoint: CreatorEndpoint, query?: Record<string, QueryValue>) => Promise<CreatorListPage<Row>>;
  /** Every row, page by page: a capped page would silently drop blocks. */
  listAll: <Row>(endpoint: CreatorEndpoint, query?: Record<string, QueryValue>) => Promise<CreatorListPage<Row>>;
  get: <Row>(endpoint: CreatorEndpoint, id: string | number) => Promise<Row>;
  create: <Row>(endpoint: CreatorEndpoint, body: unknown) => Promise<Row>;
  update: <Row>(endpoint: CreatorEndpoint, id: string | number, body: unknown) => Promise<Row>;
  remove: (endpoint: CreatorEndpoint, id: string | number) => Promise<unknown>;
  createComponentTree: (body: ComponentTreeRequest) => Promise<{ components: CreatorComponent[]; placeholder?: CreatorPlaceholder }>;
  reorderComponents: (body: { scheme_uuid: string; parent_uuid: string | null; placeholder_uuid?: string | null; order: string[] }) => Promise<{ order: string[] }>;
  cloneScheme: (uuid: string, body: { language: string; is_business: boolean; shop_id: number | null; path?: string }) => Promise<{ scheme: CreatorScheme }>;
}

/**
 * TanStack Query keys of the administrator lists: `['admin', endpoint, query]`. The app's other
 * admin screens use the same shape, so a write anywhere refetches every screen showing the list.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  list: <Endpoint extends string>(endpoint: Endpoint, query: Record<string, QueryValue> = {}) => ['admin', endpoint, query] as const,
  endpoint: <Endpoint extends string>(endpoint: Endpoint) => ['admin', endpoint] as const,
};
