import { BRANDS_PATH, EVENTS_PATH, campaignsLink, translatedValue, type LocaleCode } from '@salon/domain';
import type { Category } from '@salon/api-client';
import { BrandDirectory, CategoryPicker, DesktopNavbar, MobileTopBar, type PickerParentCategory } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { SearchBox } from './SearchBox';

export const categoryHref = (category: Pick<Category, 'id'>) => `/products/categories/${category.id}`;

/** Parent categories with their children, names in the page language. */
export function pickerCategories(categories: readonly Category[], locale: LocaleCode): PickerParentCategory[] {
  const roots = categories.filter((category) => category.parent === null);
  return roots.map((root) => ({
    id: root.id,
    name: translatedValue(root.i18n_name, locale),
    href: categoryHref(root),
    children: categories
      .filter((child) => child.parent === root.id)
      .map((child) => ({ id: child.id, name: translatedValue(child.i18n_name, locale), href: categoryHref(child) })),
  }));
}

function Logo() {
  const { t } = useApp();
  return <span className="font-display text-h3">{t('siteName')}</span>;
}

/** Desktop navbar from md up, mobile top bar below (both from @salon/ui). */
export function SiteHeader() {
  const app = useApp();
  const { t, queries, locale, shortCode, domain, isLoggedIn, user, openModal, modal } = app;
  const cart = useCart();
  const location = useLocation();
  const categories = useQuery(queries.categories());
  const campaigns = useQuery(queries.campaignsExist(locale));
  const [brandsWanted, setBrandsWanted] = useState(false);
  const brands = useQuery({ ...queries.brands(), enabled: brandsWanted });
  const status = (query: { isLoading: boolean; isError: boolean }) => (query.isLoading ? 'loading' : query.isError ? 'error' : 'success');
  const isLoyal = user?.active_company?.customer.loyalty.is_loyal ?? false;
  return (
    <>
      <div className="hidden md:block" onPointerEnter={() => setBrandsWanted(true)} onFocus={() => setBrandsWanted(true)}>
        <DesktopNavbar
          logo={<Logo />}
          trainingCentreLinks={[{ label: t('events'), href: EVENTS_PATH }]}
          allProductsMenu={
            <CategoryPicker
              status={status(categories)}
              onRetry={() => void categories.refetch()}
              categories={pickerCategories(categories.data ?? [], locale)}
              eventsHref={EVENTS_PATH}
            />
          }
          brandsMenu={<BrandDirectory status={brandsWanted ? status(brands) : 'loading'} onRetry={() => void brands.refetch()} brands={brands.data ?? []} />}
          hasCampaigns={campaigns.data === true}
          campaignsHref={campaignsLink(Date.now(), domain)}
          isEventsPage={location.pathname.startsWith(EVENTS_PATH)}
          languageCode={shortCode.toUpperCase()}
          onOpenLanguageModal={() => openModal('language')}
          searchBox={<SearchBox />}
          isLoggedIn={isLoggedIn}
          onLoginRequired={() => openModal('login')}
          cartLineCount={cart.lineCount}
          onOpenCart={() => openModal('cart')}
        />
      </div>
      <div className="md:hidden">
        <MobileTopBar
          logo={<Logo />}
          isLoggedIn={isLoggedIn}
          isLoyal={isLoyal}
          cartLineCount={cart.lineCount}
          onOpenSearch={() => openModal('mobile-search')}
          onOpenCart={() => openModal('cart')}
          onOpenAccount={() => openModal('mobile-menu')}
          onLoginRequired={() => openModal('login')}
          isMenuOpen={modal === 'mobile-menu'}
          onToggleMenu={() => (modal === 'mobile-menu' ? app.closeModal() : openModal('mobile-menu'))}
          menuId="mobile-menu"
        />
      </div>
    </>
  );
}

/** Mobile navigation: products, brands, menu links and account. TODO(ui-modals): @salon/ui mobile navigation modal. */
export function MobileMenu() {
  const { t, queries, locale, isLoggedIn, closeModal, openModal } = useApp();
  const categories = useQuery(queries.categories());
  return (
    <div id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('menu')} className="fixed inset-0 z-modal-global overflow-y-auto bg-brand-paper p-6" data-testid="mobile-menu">
      <button type="button" onClick={closeModal} className="mb-4 rounded px-2 py-1 hover:bg-brand-surface">
        {t('close')}
      </button>
      <nav aria-label={t('menu')}>
        <ul className="flex flex-col gap-2" onClick={(event) => (event.target as Element).closest('a') && closeModal()}>
          {pickerCategories(categories.data ?? [], locale).map((category) => (
            <li key={category.id}>
              <a href={category.href} className="font-semibold">
                {category.name}
              </a>
            </li>
          ))}
          <li>
            <a href={BRANDS_PATH}>{t('brands')}</a>
          </li>
          <li>
            <a href={EVENTS_PATH}>{t('events')}</a>
          </li>
          <li>
            <a href="/contact">{t('contact')}</a>
          </li>
          <li>
            {isLoggedIn ? (
              <a href="/account/overview">{t('account')}</a>
            ) : (
              <button type="button" onClick={() => openModal('login')} className="underline">
                {t('login')}
              </button>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
