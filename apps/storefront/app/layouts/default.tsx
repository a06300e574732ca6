import type { ErrorPageKind } from '@salon/domain';
import { ERROR_PAGE_TEXT_KEYS, ErrorPage, useTranslation } from '@salon/ui';
import { Outlet, useRouteError } from 'react-router';
import { DefaultFrame } from '../frame/Frame';
import { routeErrorKind } from '../frame/routeErrorKind';
import { useApp } from '../lib/appContext';
import { CartProvider } from '../lib/cart';

export default function DefaultLayout() {
  return (
    <CartProvider>
      <DefaultFrame>
        <Outlet />
      </DefaultFrame>
    </CartProvider>
  );
}

/**
 * A page of the shop that fails (an unknown path's 404, a missing product, a failed loader) keeps
 * the site around it: header, search and footer stay, so the shopper can go on from there. Only a
 * failure of the root itself (the API down) falls back to the bare root error page.
 */
export function ErrorBoundary() {
  const kind = routeErrorKind(useRouteError());
  const { t } = useApp();
  return (
    <CartProvider>
      <DefaultFrame>
        <ErrorPageTitle kind={kind} siteName={t('siteName')} />
        <div data-error-kind={kind}>
          <ErrorPage kind={kind} />
        </div>
      </DefaultFrame>
    </CartProvider>
  );
}

/** The document title of the error page, its heading's words (React puts <title> into the head). */
function ErrorPageTitle({ kind, siteName }: { kind: ErrorPageKind; siteName: string }) {
  const { t } = useTranslation();
  return <title>{`${t(ERROR_PAGE_TEXT_KEYS[kind][0])} | ${siteName}`}</title>;
}
