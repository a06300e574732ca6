import { Outlet } from 'react-router';
import { CookiePrompt } from '../components/FirstLoadRules';
import { useApp } from '../lib/appContext';
import { CartProvider } from '../lib/cart';
import { AppModals } from './default';

/** Minimal navbar (logo, language or country button), cookie prompt; used by checkout and auth pages. */
export default function AuthLayout() {
  const { t, shortCode, openModal } = useApp();
  return (
    <CartProvider>
      <header className="border-b border-brand-line">
        <div className="mx-auto flex max-w-page items-center justify-between p-gutter">
          <a href="/" className="font-display text-h3">
            {t('siteName')}
          </a>
          <button type="button" onClick={() => openModal('language')} className="rounded px-2 py-1 font-semibold hover:bg-brand-surface">
            {shortCode.toUpperCase()}
          </button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-page p-gutter">
        <Outlet />
      </main>
      <AppModals />
      <CookiePrompt />
    </CartProvider>
  );
}
