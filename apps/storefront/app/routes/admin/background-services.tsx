import { apiErrorText } from '@salon/api-client';
import { Button, useTranslation } from '@salon/ui';
import { useState } from 'react';
import { AdminList } from '../../admin/AdminList';
import { usePopups } from '../../admin/AdminPopups';
import { useAdminApi } from '../../admin/adminApi';
import { useAdminDone } from '../../admin/useAdminAction';

interface ServiceStatus {
  name: string;
  last_outcome: string | null;
  last_row_count: number | null;
  last_error: string | null;
}

/** /admin/background-services: each service's last run (status table) and a run-now button. */
export default function AdminBackgroundServices() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const popups = usePopups();
  const done = useAdminDone('backgroundServices');
  const [running, setRunning] = useState<string | null>(null);
  const runNow = async (name: string) => {
    setRunning(name);
    try {
      // A failed run still answers 200: its outcome and error are in the status.
      const status = (await api.runBackgroundService(name)) as ServiceStatus;
      const outcome = [status.last_outcome, status.last_row_count ?? '', status.last_error ?? ''].filter((part) => part !== '' && part !== null).join(' · ');
      if (status.last_outcome === 'failure') popups.show(t('adminOps.serviceRan', { name, outcome }), 'error');
      await done(status.last_outcome === 'failure' ? '' : t('adminOps.serviceRan', { name, outcome }));
    } catch (error) {
      popups.show(t('adminPages.saveFailed', { message: apiErrorText(error) }), 'error');
    } finally {
      setRunning(null);
    }
  };
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t('adminNav.backgroundServices')}</h1>
      <AdminList
        endpoint="backgroundServices"
        caption={t('adminNav.backgroundServices')}
        renderActions={(row) => (
          <Button variant="link" disabled={running !== null} className="disabled:opacity-60" onClick={() => void runNow(String(row.name))}>
            {running === String(row.name) ? t('adminUi.loading') : t('adminOps.runNow')}
            <span className="sr-only">: {String(row.name)}</span>
          </Button>
        )}
      />
    </section>
  );
}
