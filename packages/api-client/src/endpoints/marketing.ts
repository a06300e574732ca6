import { normaliseNewsletterEmail } from '@salon/domain';
import type { ApiClient } from '../createApiClient';
import type { JobAdvertisement, NewsletterResult } from '../types';

export const MARKETING_PATH = {
  NEWSLETTER: '/api/v1/subscribe-newsletter/',
  JOBS: '/api/v1/careers/job-advertisements/',
} as const;

export function newsletterApi(client: ApiClient) {
  return {
    subscribe: (email: string) => client.request<NewsletterResult>(MARKETING_PATH.NEWSLETTER, { method: 'POST', body: { email: normaliseNewsletterEmail(email).email } }),
  };
}

export function careersApi(client: ApiClient) {
  return {
    jobAdvertisements: (signal?: AbortSignal) => client.request<JobAdvertisement[]>(MARKETING_PATH.JOBS, { signal }),
  };
}
