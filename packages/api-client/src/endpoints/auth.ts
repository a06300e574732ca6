import type { ApiClient } from '../createApiClient';
import type { AuthUser, LoginCredentials, UserCustomer } from '../types';

export const AUTH_PATH = {
  LOGIN: '/api/v1/rest-auth/login/',
  USER: '/api/v1/rest-auth/user/',
  LOGOUT: '/api/v1/rest-auth/logout/',
  CUSTOMERS: '/api/v1/rest-auth/customers/',
  CHANGE_ACTIVE_ENTITY: '/api/v1/users/change-active-entity/',
  social: (provider: SocialProvider) => `/api/v1/th-social-auth/${provider}/`,
} as const;

export type SocialProvider = 'facebook' | 'google';

export function authApi(client: ApiClient) {
  return {
    /** The token is in `key`. */
    login: (credentials: LoginCredentials) => client.request<{ key: string }>(AUTH_PATH.LOGIN, { method: 'POST', body: credentials, anonymous: true }),
    user: (signal?: AbortSignal) => client.request<AuthUser>(AUTH_PATH.USER, { signal }),
    logout: () => client.request<{ detail: string }>(AUTH_PATH.LOGOUT, { method: 'POST' }),
    socialLogin: (provider: SocialProvider, body: { access_token?: string; code?: string }) =>
      client.request<{ key: string }>(AUTH_PATH.social(provider), { method: 'POST', body, anonymous: true }),
    customers: (signal?: AbortSignal) => client.request<UserCustomer[]>(AUTH_PATH.CUSTOMERS, { signal }),
  };
}
