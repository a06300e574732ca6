import { Footer } from '@salon/ui';
import { useApp } from '../lib/appContext';

/**
 * Footer with the store's contacts. The link columns are content-driven (creator
 * placeholders); until the page-builder API serves them they hold the fixed info pages.
 */
export function SiteFooter() {
  const { t } = useApp();
  return (
    <Footer
      supportContact={{ phone: '+372 600 0000', email: 'info@salon.test' }}
      trainingContact={{ phone: '+372 600 0001', email: 'koolitus@salon.test' }}
      linkColumns={{
        purchaseHelp: [],
        aboutUs: [{ label: t('inspiration'), href: '/inspiration' }],
        contact: [{ label: t('contact'), href: '/contact' }],
      }}
      trustMarkImages={{}}
      onOpenCookieSettings={() => undefined}
      now={Date.now()}
      companyName={t('siteName')}
    />
  );
}
