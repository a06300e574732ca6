import { normaliseNewsletterEmail } from '@salon/domain';
import type { ApiClient } from '../createApiClient';
import type { Feedback, FeedbackInput, JobAdvertisement, NewsletterResult, PublicEvent } from '../types';

export const MARKETING_PATH = {
  NEWSLETTER: '/api/v1/subscribe-newsletter/',
  JOBS: '/api/v1/careers/job-advertisements/',
  FEEDBACK: '/api/v1/feedback/',
  EVENTS: '/api/v1/events/',
  event: (id: number) => `/api/v1/events/${id}/`,
} as const;

export function eventsApi(client: ApiClient) {
  return {
    /** Events that have not ended, soonest first, with their tickets. */
    list: (signal?: AbortSignal) => client.request<PublicEvent[]>(MARKETING_PATH.EVENTS, { signal }),
    get: (id: number, signal?: AbortSignal) => client.request<PublicEvent>(MARKETING_PATH.event(id), { signal }),
  };
}

export function feedbackApi(client: ApiClient) {
  return {
    send: (feedback: FeedbackInput) => client.request<Feedback>(MARKETING_PATH.FEEDBACK, { method: 'POST', body: feedback }),
  };
}

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
