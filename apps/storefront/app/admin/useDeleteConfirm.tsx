import { ConfirmDialog, useTranslation } from '@salon/ui';
import { useState, type ReactElement } from 'react';
import type { AdminEndpoint } from './adminApi';
import { useAdminAction } from './useAdminAction';

/**
 * A row's delete behind the confirm that says it cannot be reverted: `ask(row)` opens it, `dialog`
 * is the element to render; confirming runs `remove(row)` as an admin action ('deleted' popup,
 * the endpoint's lists refetched, the API's message in an error popup on failure).
 */
export function useDeleteConfirm<T>(
  endpoint: AdminEndpoint,
  subjectOf: (target: T) => string,
  remove: (target: T) => Promise<unknown>,
): { ask: (target: T) => void; dialog: ReactElement } {
  const { t } = useTranslation();
  const run = useAdminAction(endpoint);
  // The subject is taken when asked, so `subjectOf` may use helpers declared later in the page.
  const [target, setTarget] = useState<{ value: T; subject: string } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      subject={target?.subject ?? ''}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        const confirmed = target;
        setTarget(null);
        if (confirmed !== null) void run(() => remove(confirmed.value), t('adminPages.deleted'));
      }}
    />
  );
  return { ask: (value: T) => setTarget({ value, subject: subjectOf(value) }), dialog };
}
