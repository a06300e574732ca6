import { AUTH_VIEW, CONSENT_CATEGORY, COOKIE_NAME, LOYALTY_MODAL_VIEW, MOBILE_NAVIGATION_TAB, brandPath, isOrderEditBlocked } from '@salon/domain';
import {
  AddBusinessAccountModal,
  CartModal,
  CookiePolicyModal,
  EntityNavigationModal,
  ErrorMessageModal,
  LoyaltyModal,
  MobileNavigationModal,
  SomethingWentWrongModal,
  type ConsentChoices,
} from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp, useAppOverlays } from '../lib/appContext';
import { useCart } from '../lib/cart';
import { readBrowserCookie } from '../lib/cookies';
import { useJoinLoyalty, useLeaveLoyalty } from '../lib/loyaltyMembership';
import { writeFailureText } from '../lib/writeFailureDisplay';
import { useChooseCustomer } from '../lib/chooseCustomer';
import { guardedImport } from '../lib/chunkReload';
import { accountLinks, useLogOut } from './accountLinks';
import { storeConsent } from './consent';
import { startAnalytics } from '../lib/analytics';
import { MOBILE_MENU_ID, pickerCategories, searchResultsHref } from './Navbar';
import { productHref, productImageUrl } from './productCards';
import { MobileNavbarPlaceholders, useNavbarPlaceholders, type NavbarPlaceholder } from './navigationPlaceholders';
import NavbarPlaceholderModal from './NavbarPlaceholderModal';

// The sign-in and registration flow (its forms, validation and social buttons) is the largest part of
// the modals and comes in its own chunk: a first visit opens the delivery-country modal, which would
// otherwise load and evaluate it too (decision 0054).
const AuthFlow = lazy(guardedImport(() => import('./AuthFlow').then((module) => ({ default: module.AuthFlow }))));

function CartModalHost() {
  const { closeModal, user } = useApp();
  const cart = useCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const order = cart.order;
  // Spec section 4: a placed order (not pending, outside an event checkout) no longer changes.
  const editable = order ? !isOrderEditBlocked(order.status, pathname) : true;
  const loyalty = user?.active_company?.customer;
  return (
    <CartModal
      open
      onClose={closeModal}
      status={cart.isLoading ? 'loading' : 'success'}
      lines={(order?.order_lines ?? []).map((line) => ({
        id: line.id,
        name: line.product?.name ?? '',
        href: line.product ? productHref(line.product) : '#',
        brandName: line.product?.brand_name ?? null,
        imageUrl: line.product ? productImageUrl(line.product) : null,
        price: line.price,
        quantity: line.quantity,
        restrictionReason: line.restrictions?.[0]?.reason ?? null,
      }))}
      totals={{
        subtotal: order ? order.order_lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0) : 0,
        loyaltyDiscount: order?.loyalty_discount,
        transportCost: order?.transport_cost,
        vat: order?.vat,
        total: order?.total_with_coupon_discount ?? 0,
      }}
      loyalty={loyalty?.loyalty.is_loyal && order ? { pointsBalance: loyalty.customer_loyalty?.non_reserved_points_balance ?? 0, usePoints: order.use_loyalty_points } : null}
      editable={editable}
      onQuantityChange={(lineId, quantity) => cart.setQuantity(Number(lineId), quantity)}
      onRemove={(lineId) => void cart.removeLine(Number(lineId))}
      onToggleLoyaltyPoints={(use) => void cart.toggleLoyaltyPoints(use)}
      onCheckout={() => {
        closeModal();
        if (order) navigate(`/order/${order.uuid}/delivery`);
      }}
    />
  );
}

function MobileNavigationHost({ search }: { search: boolean }) {
  const { t, queries, locale, closeModal, isLoggedIn } = useApp();
  const navigate = useNavigate();
  const categories = useQuery(queries.categories());
  const brands = useQuery(queries.brands());
  const navbarPlaceholders = useNavbarPlaceholders();
  const [expanded, setExpanded] = useState<NavbarPlaceholder | null>(null);
  return (
    <>
    {expanded ? <NavbarPlaceholderModal placeholder={expanded} onClose={() => setExpanded(null)} onNavigate={closeModal} /> : null}
    <MobileNavigationModal
      open
      id={MOBILE_MENU_ID}
      onClose={closeModal}
      initialTab={search ? MOBILE_NAVIGATION_TAB.SEARCH : MOBILE_NAVIGATION_TAB.PRODUCTS}
      categories={pickerCategories(categories.data ?? [], locale).map((category) => ({
        href: category.href,
        label: category.name,
        children: category.children.map((child) => ({ href: child.href, label: child.name })),
      }))}
      brands={(brands.data ?? []).map((brand) => ({ href: brandPath(brand.slug), label: brand.value }))}
      menuLinks={[
        { href: '/events', label: t('events') },
        { href: '/campaigns', label: t('campaigns') },
        { href: '/inspiration', label: t('inspiration') },
        { href: '/contact', label: t('contact') },
        ...(isLoggedIn ? [{ href: '/account/overview', label: t('account') }] : []),
      ]}
      onSearch={(text) => {
        closeModal();
        navigate(searchResultsHref(text));
      }}
      {...(navbarPlaceholders.length > 0 ? { placeholder: <MobileNavbarPlaceholders placeholders={navbarPlaceholders} onOpen={setExpanded} onNavigate={closeModal} /> } : {})}
      onNavigate={closeModal}
    />
    </>
  );
}

/** The add-business-account modal: the API creates the account, then the user acts for it. */
function AddBusinessAccountHost() {
  const { t, closeModal, api } = useApp();
  const choose = useChooseCustomer();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <AddBusinessAccountModal
      open
      onClose={closeModal}
      submitting={submitting}
      serverError={serverError}
      onSubmit={(values) => {
        setSubmitting(true);
        setServerError(null);
        api.customers
          .createBusiness({ name: values.name, reg_code: values.regCode, ...(values.vat.trim() ? { vat: values.vat } : {}) })
          .then(
            (customer) => choose(customer.uuid),
            (error: unknown) => {
              setServerError(writeFailureText(error, t));
              setSubmitting(false);
            },
          );
      }}
    />
  );
}

function EntityModalHost() {
  const { t, closeModal, queries, user, isLoggedIn, openModal } = useApp();
  const customers = useQuery({ ...queries.userCustomers(), enabled: isLoggedIn });
  const choose = useChooseCustomer();
  const logOut = useLogOut();
  return (
    <EntityNavigationModal
      open
      onClose={closeModal}
      customers={(customers.data ?? []).map((customer) => ({ uuid: customer.uuid, name: customer.name, isIndividual: customer.is_individual, regCode: customer.reg_code ?? null }))}
      activeCustomerUuid={user?.active_company?.customer.uuid ?? null}
      onChoose={(uuid) => void choose(uuid)}
      onAddBusinessAccount={() => openModal('add-business-account')}
      links={accountLinks(t)}
      onLogout={logOut}
    />
  );
}

function LoyaltyModalHost({ welcome }: { welcome: boolean }) {
  const { closeModal, api, user } = useApp();
  const joinLoyalty = useJoinLoyalty();
  const customer = user?.active_company?.customer;
  return (
    <LoyaltyModal
      open
      onClose={closeModal}
      view={welcome ? LOYALTY_MODAL_VIEW.WELCOME : LOYALTY_MODAL_VIEW.CALL_TO_JOIN}
      totalSpent={customer?.customer_loyalty?.total_spent_amount ?? 0}
      pointsBalance={customer?.customer_loyalty?.non_reserved_points_balance ?? 0}
      onAcknowledge={() => void api.customers.acknowledgeLoyaltyWelcome().catch((error: unknown) => console.warn(error))}
      onJoin={() => void joinLoyalty?.()}
    />
  );
}

/** The loyalty-leaving modal: "Leave programme" ends the membership through the API, then the page reloads with the stored standing. */
function LoyaltyLeavingHost() {
  const { closeModal } = useApp();
  const leave = useLeaveLoyalty();
  const [busy, setBusy] = useState(false);
  return (
    <LoyaltyModal
      open
      onClose={closeModal}
      view={LOYALTY_MODAL_VIEW.LEAVING}
      busy={busy}
      onLeave={() => {
        if (!leave) return closeModal();
        setBusy(true);
        void leave().then((left) => {
          if (left) window.location.reload();
          else setBusy(false);
        });
      }}
    />
  );
}

function CookieSettingsHost() {
  const { closeModal, analyticsContainerId } = useApp();
  const stored = (readBrowserCookie(COOKIE_NAME.CONSENT) ?? '').split(',');
  const consent = Object.fromEntries(Object.values(CONSENT_CATEGORY).map((category) => [category, stored.includes(category)])) as ConsentChoices;
  return (
    <CookiePolicyModal
      open
      onClose={closeModal}
      consent={consent}
      onSave={(choices) => {
        storeConsent(choices);
        startAnalytics(analyticsContainerId);
        closeModal();
      }}
    />
  );
}

/** Every modal the app opens, in one lazily loaded chunk (kept out of the first-load JS). */
export default function ModalHost() {
  const { closeModal } = useApp();
  const { modal, errorDetails } = useAppOverlays();
  switch (modal) {
    case 'login':
      return <AuthFlow initialView={AUTH_VIEW.LOGIN} onClose={closeModal} />;
    case 'register':
      return <AuthFlow initialView={AUTH_VIEW.REGISTER} onClose={closeModal} />;
    case 'cart':
      return <CartModalHost />;
    case 'mobile-menu':
    case 'mobile-search':
      return <MobileNavigationHost search={modal === 'mobile-search'} />;
    case 'entity':
      return <EntityModalHost />;
    case 'add-business-account':
      return <AddBusinessAccountHost />;
    case 'loyalty-welcome':
    case 'loyalty-join':
      return <LoyaltyModalHost welcome={modal === 'loyalty-welcome'} />;
    case 'loyalty-leaving':
      return <LoyaltyLeavingHost />;
    case 'cookie-settings':
      return <CookieSettingsHost />;
    case 'error-message':
      return <ErrorMessageModal open onClose={closeModal} message={errorDetails?.message ?? null} fieldErrors={errorDetails?.fieldErrors ?? []} />;
    case 'something-went-wrong':
      return <SomethingWentWrongModal open onClose={closeModal} />;
    default:
      return null;
  }
}
