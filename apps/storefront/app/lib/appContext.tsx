import { createQueryClient, salonMutations, salonQueries, type AuthUser, type SalonApi } from '@salon/api-client';
import type { Domain, LocaleCode, LocaleShortCode } from '@salon/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { appText, type AppTextKey } from '../i18n/appTexts';
import { browserApiFailureHandler } from './apiFailures';
import { guardedImport } from './chunkReload';
import { loadDeliveryCountry } from './deliveryCountryLoader';
import { lazySalonApi } from './lazySalonApi';
import { loadQueryCore } from './query/queryCore';
import { whenIdle } from './whenIdle';
import { loadWriteFailureDisplay } from './writeFailure';

/** Modal kinds the app opens itself (the UI package renders them). */
export type AppModal =
  | 'login'
  | 'cart'
  | 'register'
  | 'language'
  | 'mobile-menu'
  | 'mobile-search'
  | 'entity'
  | 'loyalty-welcome'
  | 'loyalty-join'
  | 'loyalty-leaving'
  | 'add-business-account'
  | 'cookie-settings'
  | 'error-message'
  | 'something-went-wrong'
  | null;

/** What the error-message modal lists: the refusal's message and its "[field] - message" lines. */
export interface ErrorDetails {
  message: string | null;
  fieldErrors: readonly { field: string; message: string }[];
}

/** A short toast of the popup stack (4 s, removed on click). */
export interface AppPopup {
  id: string;
  message: string;
  kind?: 'info' | 'success' | 'error';
}

export interface SessionInfo {
  locale: LocaleCode;
  shortCode: LocaleShortCode;
  domain: Domain;
  deliveryCountryId: number;
  /** First load with no known delivery country: the delivery-country modal is open from the start (spec section 4). */
  deliveryCountryChoiceRequired: boolean;
  user: AuthUser | null;
  /** The configured analytics container (ANALYTICS_CONTAINER_ID), or null: no tracking at all. */
  analyticsContainerId: string | null;
}

export interface AppContextValue extends SessionInfo {
  isLoggedIn: boolean;
  api: SalonApi;
  queries: ReturnType<typeof salonQueries>;
  mutations: ReturnType<typeof salonMutations>;
  t: (key: AppTextKey, values?: Record<string, string | number>) => string;
  openModal: (modal: Exclude<AppModal, null>) => void;
  closeModal: () => void;
  addPopup: (message: string, kind?: AppPopup['kind']) => void;
  removePopup: (id: string) => void;
  /** Opens the error-message modal with these details, or the something-went-wrong modal without. */
  showErrorModal: (details: ErrorDetails | null) => void;
}

/** The open modal and the popup stack: the only parts of the app state that change after hydration. */
export interface AppOverlays {
  modal: AppModal;
  popups: readonly AppPopup[];
  errorDetails: ErrorDetails | null;
}

const AppContext = createContext<AppContextValue | null>(null);
/**
 * Separate from AppContext so that opening a modal (the first-visit delivery-country modal opens on
 * every first page view) re-renders only the few components that show modals and popups, not
 * every product card and block that reads the API or texts (Lighthouse counted a 0.6 s task for it
 * on a mobile home page).
 */
const AppOverlaysContext = createContext<AppOverlays | null>(null);

/** The API's code (decision 0070); a failed chunk reloads the page, at most once a minute (lib/chunkReload). */
const loadBrowserApi = guardedImport(() => import('./browserApi'));

/**
 * Query and mutation failures go to the same handler as the API client's (lib/apiFailures.ts),
 * which handles an error once: a 401 for a logged-in visitor reloads the page logged out.
 */
export function createBrowserQueryClient(isLoggedIn: boolean): QueryClient {
  return createQueryClient({ onError: browserApiFailureHandler(isLoggedIn) });
}

export function AppProvider({ session, queryClient, children }: { session: SessionInfo; queryClient: QueryClient; children: ReactNode }) {
  const [modal, setModal] = useState<AppModal>(null);
  const [popups, setPopups] = useState<readonly AppPopup[]>([]);
  const [errorDetails, setErrorDetails] = useState<ErrorDetails | null>(null);
  const showErrorModal = useCallback((details: ErrorDetails | null) => {
    setErrorDetails(details);
    setModal(details ? 'error-message' : 'something-went-wrong');
  }, []);
  const addPopup = useCallback((message: string, kind?: AppPopup['kind']) => {
    setPopups((current) => (current.some((popup) => popup.message === message) ? current : [...current, { id: `${Date.now()}-${current.length}`, message, ...(kind ? { kind } : {}) }]));
  }, []);
  const removePopup = useCallback((id: string) => setPopups((current) => current.filter((popup) => popup.id !== id)), []);
  // A new client only when what it sends changes, not with every copy of the session object.
  const { locale, deliveryCountryId, user } = session;
  const api = useMemo(() => {
    // Fetched ahead; whoever reads the cookie awaits it again, so a failure here is not an error.
    if (typeof window !== 'undefined') void loadDeliveryCountry().catch(() => {});
    return lazySalonApi(() => loadBrowserApi().then(({ createBrowserApi }) => createBrowserApi({ locale, deliveryCountryId, user })));
  }, [locale, deliveryCountryId, user]);
  // The data layer's code (TanStack's core and the API's calls) and the words for a refused write
  // come when the page is first idle after hydrating, if nothing has needed them before
  // (decisions 0070, 0071). A failed fetch is tried again by whatever needs it next.
  useEffect(
    () =>
      whenIdle(() => {
        void loadQueryCore().catch(() => {});
        void api.load().catch(() => {});
        void loadWriteFailureDisplay().catch(() => {});
      }),
    [api],
  );
  const closeModal = useCallback(() => setModal(null), []);
  const value = useMemo<AppContextValue>(
    () => ({
      ...session,
      isLoggedIn: session.user !== null,
      api,
      queries: salonQueries(api),
      mutations: salonMutations(api, queryClient),
      t: (key, values) => appText(session.shortCode, key, values),
      openModal: setModal,
      closeModal,
      addPopup,
      removePopup,
      showErrorModal,
    }),
    [session, api, queryClient, closeModal, addPopup, removePopup, showErrorModal],
  );
  const overlays = useMemo<AppOverlays>(() => ({ modal, popups, errorDetails }), [modal, popups, errorDetails]);
  return (
    <AppContext.Provider value={value}>
      <AppOverlaysContext.Provider value={overlays}>{children}</AppOverlaysContext.Provider>
    </AppContext.Provider>
  );
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp must be used inside AppProvider');
  return value;
}

/** The open modal and the popups; re-renders its component whenever either changes. */
export function useAppOverlays(): AppOverlays {
  const value = useContext(AppOverlaysContext);
  if (!value) throw new Error('useAppOverlays must be used inside AppProvider');
  return value;
}
