import type { ApiClient } from '../createApiClient';
import type { AccountFlowResult, AuthUser, ConfirmAccountResult, LoginCredentials, PasswordResetConfirm, Registration, UserCustomer } from '../types';

const AUTH_PATH = {
  LOGIN: '/api/v1/rest-auth/login/',
  USER: '/api/v1/rest-auth/user/',
  LOGOUT: '/api/v1/rest-auth/logout/',
  CUSTOMERS: '/api/v1/rest-auth/customers/',
  CHANGE_ACTIVE_ENTITY: '/api/v1/users/change-active-entity/',
  REGISTRATION: '/api/v1/rest-auth/registration/',
  VERIFY_EMAIL: '/api/v1/rest-auth/registration/verify-email/',
  PASSWORD_RESET: '/api/v1/rest-auth/password/reset/',
  PASSWORD_RESET_CONFIRM: '/api/v1/rest-auth/password/reset/confirm/',
  SOCIAL_PROVIDERS: '/api/v1/th-social-auth/providers/',
  social: (provider: SocialProvider) => `/api/v1/th-social-auth/${provider}/`,
  socialAuthorize: (provider: SocialProvider) => `/api/v1/th-social-auth/${provider}/authorize/`,
} as const;

export type SocialProvider = 'facebook' | 'google';

export function authApi(client: ApiClient) {
  return {
    /** The token is in `key`. */
    login: (credentials: LoginCredentials) => client.request<{ key: string }>(AUTH_PATH.LOGIN, { method: 'POST', body: credentials, anonymous: true }),
    user: (signal?: AbortSignal) => client.request<AuthUser>(AUTH_PATH.USER, { signal }),
    logout: () => client.request<{ detail: string }>(AUTH_PATH.LOGOUT, { method: 'POST' }),
    /** Social login providers configured on the server: the only ones to offer. */
    socialProviders: (signal?: AbortSignal) => client.request<{ providers: SocialProvider[] }>(AUTH_PATH.SOCIAL_PROVIDERS, { signal, anonymous: true }),
    /** Server side only: the provider's page to send the browser to and the state to keep in an httpOnly cookie. */
    startSocialLogin: (provider: SocialProvider) =>
      client.request<{ authorization_url: string; state: string }>(AUTH_PATH.socialAuthorize(provider), { method: 'POST', anonymous: true }),
    /** Server side only: the provider's code and the kept state for a login token (`key`), as password login. */
    socialLogin: (provider: SocialProvider, body: { code: string; state: string }) =>
      client.request<{ key: string; created: boolean }>(AUTH_PATH.social(provider), { method: 'POST', body, anonymous: true }),
    /** Creates an unconfirmed account and mails the confirmation link; a taken e-mail answers the same. */
    register: (registration: Registration) => client.request<AccountFlowResult>(AUTH_PATH.REGISTRATION, { method: 'POST', body: registration, anonymous: true }),
    confirmAccount: (key: string) => client.request<ConfirmAccountResult>(AUTH_PATH.VERIFY_EMAIL, { method: 'POST', body: { key }, anonymous: true }),
    /** Mails a reset link if the account exists; the answer never says whether it does. */
    requestPasswordReset: (email: string) => client.request<AccountFlowResult>(AUTH_PATH.PASSWORD_RESET, { method: 'POST', body: { email }, anonymous: true }),
    confirmPasswordReset: (body: PasswordResetConfirm) => client.request<AccountFlowResult>(AUTH_PATH.PASSWORD_RESET_CONFIRM, { method: 'POST', body, anonymous: true }),
    customers: (signal?: AbortSignal) => client.request<UserCustomer[]>(AUTH_PATH.CUSTOMERS, { signal }),
  };
}
