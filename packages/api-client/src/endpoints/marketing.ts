import { normaliseNewsletterEmail } from '@salon/domain';
import type { ApiClient } from '../createApiClient';
import type { Feedback, FeedbackInput, JobAdvertisement, JobApplicationInput, JobApplicationResult, NewsletterResult, PublicEvent } from '../types';

const MARKETING_PATH = {
  NEWSLETTER: '/api/v1/subscribe-newsletter/',
  JOBS: '/api/v1/careers/job-advertisements/',
  JOB_APPLICATIONS: '/api/v1/careers/applications/',
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
    /** The CV form: multipart, so the CV file travels as it is (the API reads its type from the content). */
    apply: (application: JobApplicationInput, cv: Blob | null) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(application)) form.set(key, value);
      if (cv) form.set('cv', cv);
      return client.request<JobApplicationResult>(MARKETING_PATH.JOB_APPLICATIONS, { method: 'POST', body: form });
    },
  };
}
