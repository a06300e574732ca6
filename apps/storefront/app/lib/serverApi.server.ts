import { createApiClient } from '@salon/api-client';

export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

/** Origin the SSR server uses for /api calls (server-side calls get the host prefix). */
export function apiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_ORIGIN ?? DEFAULT_API_ORIGIN).replace(/\/$/, '');
}

export function serverApiClient(language: string) {
  return createApiClient({
    baseUrl: apiOrigin(),
    getLanguage: () => language,
    nonceSalt: process.env.API_NONCE_SALT ?? 'development-salt',
  });
}
