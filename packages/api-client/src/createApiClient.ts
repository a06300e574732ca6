import { ApiError, isApiErrorBody } from './ApiError';
import { isAbortError } from './latestOnly';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** Origin of the API, e.g. http://127.0.0.1:4000; '' for same-origin calls in the browser. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  getLanguage: () => string;
  getDeliveryCountry?: () => number | null | undefined;
  /**
   * The transport. Server code passes one that signs the call (TH-DateTime, TH-Nonce) and adds
   * X-Forwarded-For; the browser's calls go to the storefront's /api proxy, which does that, so
   * the client itself never signs and never holds the signing salt (0005).
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Sees every failed call (an ApiError for an error response, the fetch error for a network
   * failure) before the caller does, whether the call came from a query or straight from app code
   * (cart.addProduct, removeLine). Cancellations are not failures and never reach it. The error is
   * still thrown to the caller afterwards.
   */
  onError?: (error: unknown) => void;
  sharedAnswers?: SharedAnswers;
}

/**
 * Server only: parsed answers shared between requests. The client asks it for GETs that carry no
 * Authorization; it decides which addresses it keeps and for how long. What it returns is shared
 * by every request that gets it and must not be changed.
 */
export interface SharedAnswers {
  get(url: string, headers: Headers): Promise<unknown | undefined>;
  keep(url: string, headers: Headers, payload: unknown): void;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send without the Authorization header even when logged in (e.g. components-v2). */
  anonymous?: boolean;
}

const CREATOR_PREFIX = '/api/v1/creator/';
/** Staff lists span every language, so the shopper's language is not added to them. */
const CREATOR_ADMIN_PREFIX = '/api/v1/creator/administrator/';

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function buildHeaders(anonymous: boolean, hasBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.getLanguage() });
    const country = options.getDeliveryCountry?.();
    if (country != null) headers.set('Delivery-Country', String(country));
    const token = anonymous ? null : options.getToken?.();
    if (token) headers.set('Authorization', `Token ${token}`);
    if (hasBody) headers.set('Content-Type', 'application/json');
    return headers;
  }

  function buildUrl(path: string, method: string, query: Record<string, QueryValue> = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    // Creator GETs are language-specific content, so the language always travels with them.
    if (method === 'GET' && path.startsWith(CREATOR_PREFIX) && !path.startsWith(CREATOR_ADMIN_PREFIX) && !params.has('language')) {
      params.set('language', options.getLanguage());
    }
    const search = params.toString();
    return `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  return {
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const method = requestOptions.method ?? 'GET';
      const hasBody = requestOptions.body !== undefined;
      // Multipart uploads go as they are: the browser sets their Content-Type with the boundary.
      const isForm = typeof FormData !== 'undefined' && requestOptions.body instanceof FormData;
      const headers = buildHeaders(requestOptions.anonymous ?? false, hasBody && !isForm);
      const url = buildUrl(path, method, requestOptions.query);
      const shared = method === 'GET' && !headers.has('Authorization') ? options.sharedAnswers : undefined;
      if (shared) {
        const kept = await shared.get(url, headers);
        if (kept !== undefined) return kept as T;
      }
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: isForm ? (requestOptions.body as FormData) : hasBody ? JSON.stringify(requestOptions.body) : null,
          signal: requestOptions.signal ?? null,
        });
        text = await response.text();
      } catch (error) {
        if (!isAbortError(error)) options.onError?.(error);
        throw error;
      }
      const payload: unknown = text ? safeJson(text) : null;
      if (!response.ok) {
        const error = new ApiError(
          response.status,
          isApiErrorBody(payload) ? payload : { code: `HTTP_${response.status}`, message: response.statusText || 'Request failed' },
        );
        options.onError?.(error);
        throw error;
      }
      shared?.keep(url, headers, payload);
      return payload as T;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
