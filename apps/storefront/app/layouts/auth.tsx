import { Outlet } from 'react-router';
import { Button, SkipLink } from '@salon/ui';
import { AppModals, Logo, MAIN_CONTENT_ID, NavigationLoadingBar, SiteCookiePrompt, useCookiePrompt } from '../frame/Frame';
import { useApp } from '../lib/appContext';
import { CartProvider } from '../lib/cart';

/** Minimal navbar (logo, language or country button), cookie prompt; used by checkout and auth pages. */
export default function AuthLayout() {
  const { shortCode, openModal, t } = useApp();
  const prompt = useCookiePrompt();
  return (
    <CartProvider>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationLoadingBar />
      <header className="border-b border-brand-line">
        <div className="mx-auto flex max-w-page items-center justify-between p-gutter">
          <a href="/" aria-label={t('siteName')}>
            <Logo />
          </a>
          <Button variant="ghost" size="xs" onClick={() => openModal('language')} className="font-semibold">
            {shortCode.toUpperCase()}
          </Button>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page p-gutter focus:outline-none">
        <Outlet />
      </main>
      <AppModals />
      <SiteCookiePrompt prompt={prompt} />
    </CartProvider>
  );
}
