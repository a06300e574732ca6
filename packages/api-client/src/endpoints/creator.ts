import { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import type { CreatorRouteType, Placeholder, PlaceholderContent, Scheme, SchemeComponents, StoredComponent } from '../types';

const CREATOR_PATH = {
  SCHEMES_BY_PATH: '/api/v1/creator/schemes-by-path/',
  COMPONENTS_V2: '/api/v1/creator/components-v2/',
  PUBLIC_COMPONENTS: '/api/v1/creator/components/',
  PUBLIC_PLACEHOLDERS: '/api/v1/creator/placeholders/',
} as const;

/** Placeholders of every position (or one `type`) in the client's language. */
export interface PlaceholdersParams {
  type?: string;
  is_business?: boolean;
  language?: string;
}

export interface SchemesByPathParams {
  type: CreatorRouteType;
  /** Without a path: every scheme of the type (campaign and post lists). */
  path?: string;
  allow_fallback?: boolean;
  is_business?: boolean;
  language?: string;
  /** With a path: the scheme in the page language carries its components (`components_v2`). */
  with_components?: boolean;
}

/** components-v2 may answer a bare list (the spec's older form) or an object with components and pattern. */
function normaliseSchemeComponents(schemeUuid: string, payload: unknown): SchemeComponents | null {
  if (Array.isArray(payload)) return { scheme_uuid: schemeUuid, components: payload as StoredComponent[], pattern: null, placeholders: [] };
  if (payload && typeof payload === 'object' && Array.isArray((payload as SchemeComponents).components)) return payload as SchemeComponents;
  return null;
}

/**
 * Creator GETs get `language` from the client. Content failures never break a page: schemes
 * answer [] and components null on error (spec section 7 / page-builder section 8).
 */
export function creatorApi(client: ApiClient, log: (message: string, error: unknown) => void = defaultLog) {
  return {
    schemesByPath: async (params: SchemesByPathParams, signal?: AbortSignal): Promise<Scheme[]> => {
      try {
        const result = await client.request<Scheme[]>(CREATOR_PATH.SCHEMES_BY_PATH, { query: { ...params }, signal });
        return Array.isArray(result) ? result : [];
      } catch (error) {
        log('schemes-by-path failed', error);
        return [];
      }
    },
    /** The existence-only variant: does any campaign exist in this language? */
    campaignsExist: async (language?: string, signal?: AbortSignal): Promise<boolean> => {
      try {
        const result = await client.request<{ hasCampaigns?: boolean }>(CREATOR_PATH.SCHEMES_BY_PATH, {
          query: { type: 'CAMPAIGN', existence_only: true, language },
          signal,
        });
        return result?.hasCampaigns === true;
      } catch (error) {
        log('campaign existence failed', error);
        return false;
      }
    },
    /**
     * Sent without credentials so the answer is cacheable and equal for everyone. A PRIVATE or
     * unpublished scheme answers 404 to anonymous callers; only then is it asked again with the
     * viewer's credentials, which a route admin (the creator's preview) passes.
     */
    componentsV2: async (schemeUuid: string, signal?: AbortSignal): Promise<SchemeComponents | null> => {
      const fetchComponents = (anonymous: boolean) =>
        client.request<unknown>(CREATOR_PATH.COMPONENTS_V2, { query: { scheme_uuid: schemeUuid }, anonymous, signal });
      try {
        const answer = await fetchComponents(true).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return fetchComponents(false);
          throw error;
        });
        return normaliseSchemeComponents(schemeUuid, answer);
      } catch (error) {
        log('components-v2 failed', error);
        return null;
      }
    },
    publicComponents: (routeUuid: string, signal?: AbortSignal) =>
      client.request<StoredComponent[]>(CREATOR_PATH.PUBLIC_COMPONENTS, { query: { route_uuid: routeUuid }, signal }),
    /**
     * Site-wide placeholder content (navbar, footer, product-list heads), each with its own
     * component tree. Like every content call it never breaks a page: [] on error.
     */
    placeholders: async (params: PlaceholdersParams = {}, signal?: AbortSignal): Promise<PlaceholderContent[]> => {
      try {
        const result = await client.request<PlaceholderContent[]>(CREATOR_PATH.PUBLIC_PLACEHOLDERS, { query: { ...params }, signal });
        return Array.isArray(result) ? result : [];
      } catch (error) {
        log('placeholders failed', error);
        return [];
      }
    },
    publicPlaceholders: (routeUuid?: string, signal?: AbortSignal) =>
      client.request<Placeholder[]>(CREATOR_PATH.PUBLIC_PLACEHOLDERS, { query: { route_uuid: routeUuid }, signal }),
  };
}

function defaultLog(message: string, error: unknown) {
  console.warn(`[api-client] ${message}:`, error instanceof Error ? error.message : error);
}
