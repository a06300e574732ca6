import { Button, useTranslation } from '@salon/ui';
import type { ReactNode } from 'react';

/**
 * An admin read's loading and failure states, the same on every page: a failure says so and
 * offers to try again; until the data comes a status says it is loading; then `children(data)`.
 */
export function AdminQueryState<Data>({ query, children }: { query: { isError: boolean; data: Data | undefined; refetch: () => unknown }; children: (data: Data) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('adminOps.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('adminOps.retry')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return <p role="status">{t('adminUi.loading')}</p>;
  return children(query.data);
}
