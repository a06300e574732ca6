import { Outlet } from 'react-router';
import { CartDialog } from '../components/CartDialog';
import { CartNotice, CookiePrompt, FirstLoadRules, SessionModals } from '../components/FirstLoadRules';
import { LanguageDialog } from '../components/LanguageDialog';
import { LoginDialog } from '../components/LoginDialog';
import { MobileMenu, SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { SearchBox } from '../components/SearchBox';
import { Dialog } from '../components/Dialog';
import { useApp } from '../lib/appContext';
import { CartProvider, useCart } from '../lib/cart';

/** Modals every layout with a frame can open. */
export function AppModals() {
  const { modal, closeModal, t } = useApp();
  const cart = useCart();
  return (
    <>
      {modal === 'login' ? <LoginDialog /> : null}
      {modal === 'cart' ? <CartDialog /> : null}
      {modal === 'language' ? <LanguageDialog /> : null}
      {modal === 'mobile-menu' ? <MobileMenu /> : null}
      {modal === 'mobile-search' ? (
        <Dialog title={t('products')} onClose={closeModal} testId="mobile-search">
          <SearchBox />
        </Dialog>
      ) : null}
      <SessionModals />
      {cart.notice ? <CartNotice text={cart.notice} onDone={cart.clearNotice} /> : null}
    </>
  );
}

export default function DefaultLayout() {
  return (
    <CartProvider>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main className="mx-auto w-full max-w-page flex-1 p-gutter">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <AppModals />
      <FirstLoadRules />
      <CookiePrompt />
    </CartProvider>
  );
}
