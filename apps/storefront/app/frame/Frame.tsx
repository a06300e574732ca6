import { guardedImport } from '../lib/chunkReload';
import { COOKIE_NAME, PERMISSION_FLAG, PLACEHOLDER_POSITION, hasPermission, isAdminUser, type PlaceholderPosition } from '@salon/domain';
import { Footer, LoadingBar, NewsletterBlock, PopupStack, ScrollToTopButton, SkipLink, StickyArea } from '@salon/ui';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { preloadableLazy } from '../lib/preloadableLazy';
import { DELIVERY_COUNTRY_CHOICE_ATTRIBUTE, STAFF_BAR_ATTRIBUTE } from './preloadMarkers';
import { useApp, useAppOverlays } from '../lib/appContext';
import { readBrowserCookie } from '../lib/cookies';
import { useInlineTextEditing } from '../lib/inlineEditToggle';
import { useBlockFormActions } from '../components/blockFormActions';
import { Navbar } from './Navbar';
import { NavbarTopBanner, placeholderLinks, placeholdersAt, useSitePlaceholders, withAppLinks } from './placeholders';
import { TRUST_MARK_IMAGES } from './trustMark';
import { useSocialLoginReturn } from './socialLoginReturn';

// Modals (and the form libraries they use) load on first open, not with the page. The language
// modal, which a first visit opens by itself, is a chunk of its own.
const ModalHost = lazy(guardedImport(() => import('./ModalHost')));
// Preloadable: when the server rendered the first visitor's choice open, entry.client.tsx fetches
// it before hydrating, so the dialog hydrates with the page (decision 0069).
export const LanguageModalHost = preloadableLazy(() => import('./LanguageModalHost'));
// What the first paint does not show comes after it (decision 0070): the first-load rules (effects
// that open modals), the cookie prompt (shown by an effect) and, for staff, the admin bar, whose
// chunk entry.client.tsx fetches before hydrating when the server rendered it.
const FirstLoadRules = lazy(guardedImport(() => import('./FirstLoadRules').then((module) => ({ default: module.FirstLoadRules }))));
const SiteCookiePromptView = lazy(guardedImport(() => import('./SiteCookiePromptView')));
export const StaffBar = preloadableLazy(() => import('./StaffBar'));


export function Logo() {
  const { t } = useApp();
  return <span className="font-display text-h3">{t('siteName')}</span>;
}

/**
 * The lazily loaded modal host plus the popup stack; every framed layout renders it.
 * `askDeliveryCountry`: the shop's frame asks a first visitor with no known delivery country
 * (spec section 4; not checkout or the account e-mails' pages). The root loader decides, so the
 * server renders that modal open and the browser hydrates it, instead of opening it after hydration.
 */
export function AppModals({ askDeliveryCountry = false }: { askDeliveryCountry?: boolean }) {
  const { removePopup, deliveryCountryChoiceRequired } = useApp();
  const { modal, popups } = useAppOverlays();
  const choiceRequired = askDeliveryCountry && deliveryCountryChoiceRequired;
  return (
    <>
      {choiceRequired ? (
        <div {...{ [DELIVERY_COUNTRY_CHOICE_ATTRIBUTE]: '' }}>
          <Suspense fallback={null}>
            <LanguageModalHost required />
          </Suspense>
        </div>
      ) : modal !== null ? (
        <Suspense fallback={null}>{modal === 'language' ? <LanguageModalHost required={false} /> : <ModalHost />}</Suspense>
      ) : null}
      <PopupStack popups={popups} onRemove={removePopup} />
    </>
  );
}

/**
 * Shown on every first visit when an analytics container is configured (no consent cookie yet).
 * With consent already given, the container starts here; without, nothing tracks.
 */
export function useCookiePrompt() {
  const { analyticsContainerId } = useApp();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!analyticsContainerId) return;
    if (readBrowserCookie(COOKIE_NAME.CONSENT) === undefined) setVisible(true);
    else void import('../lib/analytics').then(({ startAnalytics }) => startAnalytics(analyticsContainerId));
  }, [analyticsContainerId]);
  return { visible, hide: () => setVisible(false) };
}

export function SiteCookiePrompt({ prompt }: { prompt: ReturnType<typeof useCookiePrompt> }) {
  if (!prompt.visible) return null;
  return (
    <Suspense fallback={null}>
      <SiteCookiePromptView onHide={prompt.hide} />
    </Suspense>
  );
}

export function NavigationLoadingBar() {
  const navigation = useNavigation();
  return <LoadingBar active={navigation.state !== 'idle'} />;
}

/**
 * The scheme a composed page renders: the content-page finder puts it in the page loader's data
 * (campaign, event, inspiration, catch-all and home pages), so the frame reads it from the matches.
 */
function useComposedScheme(): { uuid: string; route_uuid: string } | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]!.data as { scheme?: { uuid?: unknown; route_uuid?: unknown } | null } | undefined;
    const scheme = data && typeof data === 'object' ? data.scheme : null;
    if (scheme && typeof scheme.uuid === 'string' && typeof scheme.route_uuid === 'string') return { uuid: scheme.uuid, route_uuid: scheme.route_uuid };
  }
  return null;
}

const NO_BLOCKS: readonly string[] = [];
/** The main region the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Default layout frame: navbar, footer, newsletter, scroll-to-top, admin bar, modals, popups. */
export function DefaultFrame({ children }: { children: ReactNode }) {
  const { t, user, openModal } = useApp();
  useSocialLoginReturn();
  // The same call, and the same explanation of a refusal, as the newsletter block on composed pages.
  const { onNewsletterSubscribe: subscribe } = useBlockFormActions(NO_BLOCKS);
  const prompt = useCookiePrompt();
  const staff = isAdminUser(user);
  const composedScheme = useComposedScheme();
  const [inlineTextEditing, setInlineTextEditing] = useInlineTextEditing();
  const placeholders = useSitePlaceholders();
  const linksAt = (position: PlaceholderPosition) => placeholderLinks(placeholdersAt(placeholders, position).matched);
  const purchaseHelpLinks = linksAt(PLACEHOLDER_POSITION.PURCHASE_HELP);
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationLoadingBar />
      {staff ? (
        <div {...{ [STAFF_BAR_ATTRIBUTE]: '' }}>
          <Suspense fallback={null}>
            <StaffBar
              composedScheme={composedScheme}
              isRouteAdmin={(user?.active_role_permissions ?? []).includes('IS_ROUTE_ADMIN')}
              textEditing={hasPermission(user, PERMISSION_FLAG.IS_ROUTE_ADMIN) ? { on: inlineTextEditing, onToggle: setInlineTextEditing } : undefined}
            />
          </Suspense>
        </div>
      ) : null}
      <div className="flex min-h-screen flex-col">
        <NavbarTopBanner />
        <Navbar logo={<Logo />} purchaseHelpLinks={purchaseHelpLinks} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page flex-1 p-gutter focus:outline-none">
          {children}
        </main>
        <NewsletterBlock isSubscribed={user?.is_email_subscription ?? false} onSubscribe={subscribe} />
        <Footer
          supportContact={{ phone: '+372 600 0000', email: 'info@salon.test' }}
          trainingContact={{ phone: '+372 600 0001', email: 'koolitus@salon.test' }}
          linkColumns={{
            purchaseHelp: purchaseHelpLinks,
            aboutUs: withAppLinks(linksAt(PLACEHOLDER_POSITION.ABOUT_AND_HELP), { label: t('inspiration'), href: '/inspiration' }),
            contact: withAppLinks(linksAt(PLACEHOLDER_POSITION.FOOTER_CONTACT), { label: t('contact'), href: '/contact' }),
          }}
          trustMarkImages={TRUST_MARK_IMAGES}
          onOpenCookieSettings={() => openModal('cookie-settings')}
          now={Date.now()}
          companyName={t('siteName')}
        />
      </div>
      <StickyArea cookiePromptVisible={prompt.visible}>
        <ScrollToTopButton />
      </StickyArea>
      <AppModals askDeliveryCountry />
      <Suspense fallback={null}>
        <FirstLoadRules />
      </Suspense>
      <SiteCookiePrompt prompt={prompt} />
    </>
  );
}
