import type { JobAdvertisement as ApiJobAdvertisement } from '@salon/api-client';
import { BLOCK_NAME } from '@salon/domain';
import type { BlockRenderContext, CvFormValues, JobAdvertisement } from '@salon/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApp } from '../lib/appContext';
import { explainBlockWriteFailure } from '../lib/writeFailure';

const toBlockJob = (ad: ApiJobAdvertisement): JobAdvertisement => ({ title: ad.title, location: ad.location, description: ad.description });

/**
 * The writes stored blocks make (newsletter signup, the careers CV form) and the job
 * advertisements the careers list shows, which load only on a page that has that block.
 * Each callback resolves only after the API's 2xx, so a block says "sent" only then.
 */
export function useBlockFormActions(
  blockNames: readonly string[],
): Required<Pick<BlockRenderContext, 'onNewsletterSubscribe' | 'onCvSubmit'>> & Pick<BlockRenderContext, 'jobAdvertisements' | 'onRetryJobAdvertisements'> {
  const { t, queries, mutations } = useApp();
  const hasCareers = blockNames.includes(BLOCK_NAME.CAREERS_LIST);
  const jobs = useQuery({ ...queries.jobAdvertisements(), enabled: hasCareers });
  // mutateAsync is stable for the mutation's life.
  const { mutateAsync: subscribe } = useMutation(mutations.subscribeNewsletter());
  const { mutateAsync: apply } = useMutation(mutations.applyForJob());
  const onNewsletterSubscribe = useCallback(
    async (email: string) => {
      try {
        await subscribe(email);
      } catch (error) {
        throw await explainBlockWriteFailure(error, t);
      }
    },
    [subscribe, t],
  );
  const onCvSubmit = useCallback(
    async (values: CvFormValues, cv: File | null) => {
      try {
        await apply({ application: { full_name: values.fullName, email: values.email, phone: values.phone, position: values.position, message: values.message }, cv });
      } catch (error) {
        throw await explainBlockWriteFailure(error, t);
      }
    },
    [apply, t],
  );
  const refetchJobs = jobs.refetch;
  return useMemo(
    () => ({
      onNewsletterSubscribe,
      onCvSubmit,
      ...(hasCareers
        ? {
            jobAdvertisements: { status: jobs.isError ? ('error' as const) : jobs.data ? ('success' as const) : ('loading' as const), items: (jobs.data ?? []).map(toBlockJob) },
            onRetryJobAdvertisements: () => void refetchJobs(),
          }
        : {}),
    }),
    [onNewsletterSubscribe, onCvSubmit, hasCareers, jobs.isError, jobs.data, refetchJobs],
  );
}
