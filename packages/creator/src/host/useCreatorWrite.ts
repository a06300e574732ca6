import { formFailure } from '@salon/api-client';
import { useTranslation } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { adminQueryKeys, type CreatorEndpoint } from '../api';
import { useCreatorHost } from './CreatorHost';

export interface CreatorWriteOptions<Values extends FieldValues> {
  /** The message after a 2xx answer; null for none (the caller says something more precise). */
  success?: 'saved' | 'deleted' | null;
  /** The form that sent it: the API's field errors are shown at these fields. */
  form?: { setError: UseFormSetError<Values>; fields: readonly Path<Values>[]; aliases?: Record<string, Path<Values>> };
  /** Lists to read again after a 2xx answer (before the answer is returned, so the screen shows the write). */
  refetch?: readonly CreatorEndpoint[];
}

/**
 * The creator's one way to write: runs the call, and only after a 2xx answer says "saved" and
 * reads the changed lists again. A refusal keeps what was typed, puts the API's field errors at
 * the form's fields and shows the API's message. Resolves to the answer, or null when it failed.
 */
export function useCreatorWrite() {
  const { notify } = useCreatorHost();
  const { t } = useTranslation();
  const refetchLists = useRefetchLists();
  return useCallback(
    async <Answer, Values extends FieldValues = FieldValues>(call: () => Promise<Answer>, options: CreatorWriteOptions<Values> = {}): Promise<Answer | null> => {
      const { success = 'saved', form, refetch = [] } = options;
      let answer: Answer;
      try {
        answer = await call();
      } catch (error) {
        const failure = formFailure<Path<Values>>(error, form?.fields ?? [], form?.aliases);
        for (const [name, message] of Object.entries(failure.fields) as [Path<Values>, string][]) form?.setError(name, { type: 'server', message });
        notify(t('adminPages.saveFailed', { message: failure.message }), 'error');
        return null;
      }
      await refetchLists(...refetch);
      if (success) notify(t(`adminPages.${success}`));
      return answer;
    },
    [notify, refetchLists, t],
  );
}

/** Reads administrator lists again (after a write whose answer the editor applied first). */
export function useRefetchLists() {
  const queryClient = useQueryClient();
  return useCallback(
    (...endpoints: CreatorEndpoint[]) => Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.endpoint(endpoint) }))),
    [queryClient],
  );
}
