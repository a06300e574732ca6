import { guardedImport } from '../lib/chunkReload';
import type { Category } from '@salon/api-client';
import {
  EVENTS_PATH,
  POPULAR_ITEM_TYPE,
  SEARCH_QUERY_PARAM,
  brandPath,
  campaignsLink,
  translatedValue,
  trimPopular,
  type LocaleCode,
} from '@salon/domain';
import { DesktopNavbar, MobileTopBar, QuickSearchField, type NavLink, type PickerParentCategory } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';
import { useLocation, useNavigate } from 'react-router';
import { useApp, useAppOverlays } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { accountLinks, useLogOut } from './accountLinks';
import { useChooseCustomer } from '../lib/chooseCustomer';
import { useNavbarPlaceholders, type NavbarPlaceholder } from './navigationPlaceholders';

/** The phone navigation dialog's id, named by the top bar's menu button (aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

// Rendered only inside the desktop dropdown panels, which mount on first use; fetched as soon as the
// pointer or focus reaches the navbar, so a click finds them loaded.
const loadPanels = guardedImport(() => import('./navbarPanels'));
const BrandDirectory = lazy(() => loadPanels().then((module) => ({ default: module.BrandDirectory })));
const CategoryPicker = lazy(() => loadPanels().then((module) => ({ default: module.CategoryPicker })));
// With the modal layer under it (Radix Dialog, focus trap, scroll lock): loaded when a menu opens.
const NavbarPlaceholderModal = lazy(guardedImport(() => import('./NavbarPlaceholderModal')));

export const categoryHref = (category: Pick<Category, 'id'>) => `/products/categories/${category.id}`;
export const searchResultsHref = (text: string) => `/products?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: text })}`;

/** Parent categories with their children, names in the page language. */
export function pickerCategories(categories: readonly Category[], locale: LocaleCode): PickerParentCategory[] {
  return categories
    .filter((category) => category.parent === null)
    .map((root) => ({
      id: root.id,
      name: translatedValue(root.i18n_name, locale),
      href: categoryHref(root),
      children: categories
        .filter((child) => child.parent === root.id)
        .map((child) => ({ id: child.id, name: translatedValue(child.i18n_name, locale), href: categoryHref(child) })),
    }));
}

/**
 * Popular searches as links (brands to their page, categories to theirs): the quick search's and
 * the advanced search bar's. Fetched only once `want()` is called, when the search is about to be
 * used, not with every page: most visits never open it.
 */
export function usePopularSearchLinks(): { links: NavLink[]; isLoading: boolean; want: () => void } {
  const { queries } = useApp();
  const [wanted, setWanted] = useState(false);
  const popular = useQuery({ ...queries.popularSearches(), enabled: wanted });
  const links = trimPopular(popular.data ?? []).map((item) => ({
    label: item.name,
    href: item.type === POPULAR_ITEM_TYPE.BRAND ? brandPath(item.slug) : `/products/categories/${item.id}`,
  }));
  return { links, isLoading: popular.isLoading, want: useCallback(() => setWanted(true), []) };
}

const QuickSearchResults = preloadableLazy(() => import('./QuickSearchResults'));

/**
 * The quick search. A page shows the plain field; the pointer over it or focus in it loads the
 * panel with its results (frame/QuickSearchResults.tsx), which then takes the field's place with
 * what was typed and the focus (decision 0060).
 */
function QuickSearch() {
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'field' | 'loaded' | 'focused'>('field');
  const [fieldText, setFieldText] = useState('');
  const activate = (reason: 'pointer' | 'focus') =>
    void QuickSearchResults.preload().then(() => setPanel((current) => (current === 'focused' || reason === 'focus' ? 'focused' : 'loaded')));
  const submit = (submitted: string) => navigate(searchResultsHref(submitted));
  const field = <QuickSearchField value={fieldText} onValueChange={setFieldText} onActivate={activate} onSubmitSearch={submit} />;
  if (panel === 'field') return field;
  return (
    <Suspense fallback={field}>
      <QuickSearchResults defaultQuery={fieldText} focusOnMount={panel === 'focused'} onSubmitSearch={submit} />
    </Suspense>
  );
}

/** Desktop navbar from md up, mobile top bar below; every visible piece comes from @salon/ui. */
export function Navbar({ logo, purchaseHelpLinks }: { logo: React.ReactNode; purchaseHelpLinks: readonly NavLink[] }) {
  const app = useApp();
  const { t, queries, locale, shortCode, domain, isLoggedIn, user, openModal } = app;
  const logOut = useLogOut();
  const { modal } = useAppOverlays();
  const cart = useCart();
  const location = useLocation();
  const categories = useQuery(queries.categories());
  const campaigns = useQuery(queries.campaignsExist(locale));
  const [brandsWanted, setBrandsWanted] = useState(false);
  const brands = useQuery({ ...queries.brands(), enabled: brandsWanted });
  const activeUuid = user?.active_company?.customer.uuid ?? null;
  const customers = useQuery({ ...queries.userCustomers(), enabled: activeUuid !== null });
  const chooseCustomer = useChooseCustomer();
  const status = (query: { isLoading: boolean; isError: boolean }) => (query.isLoading ? 'loading' : query.isError ? 'error' : 'success');
  const isLoyal = user?.active_company?.customer.loyalty.is_loyal ?? false;
  const customerOptions = (customers.data ?? []).map((customer) => ({ uuid: customer.uuid, name: customer.name }));
  const navbarPlaceholders = useNavbarPlaceholders();
  const [expanded, setExpanded] = useState<NavbarPlaceholder | null>(null);
  const brandDirectory = <BrandDirectory status={brandsWanted ? status(brands) : 'loading'} onRetry={() => void brands.refetch()} brands={brands.data ?? []} headingLevel={3} />;
  return (
    <>
      <div
        className="hidden md:block"
        onPointerEnter={() => {
          void loadPanels();
          setBrandsWanted(true);
        }}
        onFocus={() => {
          void loadPanels();
          setBrandsWanted(true);
        }}
      >
        <DesktopNavbar
          logo={logo}
          trainingCentreLinks={[{ label: t('events'), href: EVENTS_PATH }]}
          allProductsMenu={
            <CategoryPicker
              status={status(categories)}
              onRetry={() => void categories.refetch()}
              categories={pickerCategories(categories.data ?? [], locale)}
              eventsHref={EVENTS_PATH}
              brandsPanel={brandDirectory}
              onToggleAllBrands={(open) => open && setBrandsWanted(true)}
            />
          }
          brandsMenu={brandDirectory}
          purchaseHelpLinks={purchaseHelpLinks}
          extraLinks={navbarPlaceholders.flatMap((placeholder) => (placeholder.groups.length === 0 && placeholder.href ? [{ label: placeholder.label, href: placeholder.href }] : []))}
          extraMenus={navbarPlaceholders.filter((placeholder) => placeholder.groups.length > 0).map((placeholder) => ({ label: placeholder.label, onOpen: () => setExpanded(placeholder) }))}
          hasCampaigns={campaigns.data === true}
          campaignsHref={campaignsLink(Date.now(), domain)}
          isEventsPage={location.pathname.startsWith(EVENTS_PATH)}
          languageCode={shortCode.toUpperCase()}
          onOpenLanguageModal={() => openModal('language')}
          searchBox={<QuickSearch />}
          isLoggedIn={isLoggedIn}
          onLoginRequired={() => openModal('login')}
          cartLineCount={cart.lineCount}
          onOpenCart={() => openModal('cart')}
          account={{ links: accountLinks(t), onLogout: logOut, isLoyal }}
          {...(activeUuid && customerOptions.length > 0
            ? {
                customerSelector: {
                  customers: customerOptions,
                  activeUuid,
                  // Switching is offered only when there is another customer to act for.
                  canSwitch: customerOptions.length > 1,
                  onChange: (uuid: string) => void chooseCustomer(uuid),
                },
              }
            : {})}
        />
      </div>
      {expanded ? (
        <Suspense fallback={null}>
          <NavbarPlaceholderModal placeholder={expanded} onClose={() => setExpanded(null)} />
        </Suspense>
      ) : null}
      <div className="md:hidden">
        <MobileTopBar
          logo={logo}
          isLoggedIn={isLoggedIn}
          isLoyal={isLoyal}
          cartLineCount={cart.lineCount}
          onOpenSearch={() => openModal('mobile-search')}
          onOpenCart={() => openModal('cart')}
          onOpenAccount={() => openModal('entity')}
          onLoginRequired={() => openModal('login')}
          isMenuOpen={modal === 'mobile-menu'}
          onToggleMenu={() => (modal === 'mobile-menu' ? app.closeModal() : openModal('mobile-menu'))}
          menuId={MOBILE_MENU_ID}
        />
      </div>
    </>
  );
}
