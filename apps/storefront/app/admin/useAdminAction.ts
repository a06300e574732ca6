import { apiErrorText } from '@salon/api-client';
import { useTranslation } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePopups } from './AdminPopups';
import { adminKeys, type AdminEndpoint } from './adminApi';

/** After a write: shows `successText` (none when '') and refetches every query of the endpoint. */
export function useAdminDone(endpoint: AdminEndpoint) {
  const { t } = useTranslation();
  const popups = usePopups();
  const queryClient = useQueryClient();
  return useCallback(
    async (successText: string = t('adminPages.saved')) => {
      // An empty text: the caller already told the user.
      if (successText !== '') popups.show(successText);
      await queryClient.invalidateQueries({ queryKey: adminKeys.endpoint(endpoint) });
    },
    [endpoint, popups, queryClient, t],
  );
}

/**
 * Runs an administrator write: on success as useAdminDone; on failure shows the API's message in
 * an error popup. Resolves to whether it succeeded.
 */
export function useAdminAction(endpoint: AdminEndpoint) {
  const { t } = useTranslation();
  const popups = usePopups();
  const done = useAdminDone(endpoint);
  return useCallback(
    async (write: () => Promise<unknown>, successText?: string) => {
      try {
        await write();
      } catch (error) {
        popups.show(t('adminPages.saveFailed', { message: apiErrorText(error) }), 'error');
        return false;
      }
      await done(successText);
      return true;
    },
    [done, popups, t],
  );
}
