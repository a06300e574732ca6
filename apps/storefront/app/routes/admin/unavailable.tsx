import { Message, useTranslation } from '@salon/ui';
import { useLocation } from 'react-router';

const LABEL_KEY: Record<string, string> = {
  'popular-products': 'popularProducts',
  'campaign-preview': 'campaignPreview',
  'pending-orders': 'pendingOrders',
  'category-sorting': 'categorySorting',
  events: 'eventsAdmin',
  'background-services': 'backgroundServices',
  'creator/fallback': 'creator',
};

/** Admin pages whose API endpoints do not exist yet: a clear state, never fake data. */
export default function AdminUnavailable() {
  const { t } = useTranslation();
  const page = useLocation().pathname.replace(/^\/admin\//, '').replace(/\/$/, '');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-h2">{t(`adminNav.${LABEL_KEY[page] ?? page}`)}</h1>
      <Message kind="info" title={t('adminUi.notAvailable')}>
        {t('adminUi.notAvailableText')}
      </Message>
    </section>
  );
}
