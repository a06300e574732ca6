import { QueryClientProvider, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@salon/api-client';
import { COOKIE_NAME, LOCALE_COOKIE_MAX_AGE_SECONDS, needsDeliveryCountryChoice, toBcp47 } from '@salon/domain';
import { UiTextsProvider } from '@salon/ui';
import stylesHref from '@salon/ui/styles.css?url';
import { useEffect, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AppProvider, createBrowserQueryClient, type SessionInfo } from './lib/appContext';
import { dehydrated, useBrowserState } from './lib/hydration';
import { deliverPlaceholders } from './lib/deliveredBlocks.server';
import { serializeCookie } from './lib/cookies';
import { decideLocale, isDocumentRequest, requestContext } from './lib/request.server';
import { clearedTokenCookie, secureCookies } from './lib/sessionCookie.server';
import { storefrontConfig } from './lib/config.server';
import { sameOriginRedirect } from './lib/sameOriginPath';
import { useLinkInterception, useScrollToHash, useChunkReloadGuard } from './lib/navigation';
import { RouteAnnouncer } from './lib/RouteAnnouncer';
import { PAGE_TEXTS_LINK, useUiTexts } from './lib/pageTexts';
import { pageTextsHref } from './lib/pageTextsFile.server';
import { RootErrorPage } from './frame/RootErrorPage';
import { routeErrorKind } from './frame/routeErrorKind';
import { disableZodJit } from './lib/zodJitless';

disableZodJit();

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ctx = requestContext(request, context);
  const decision = decideLocale({ url, host: request.headers.get('Host'), cookieLocale: ctx.cookies[COOKIE_NAME.LOCALE], isDocumentRequest: isDocumentRequest(request) });
  if (decision.kind === 'redirect') throw sameOriginRedirect(decision.location, decision.status);
  const headers = new Headers();
  const secure = secureCookies(request);
  if (decision.setLocaleCookie) {
    headers.append('Set-Cookie', serializeCookie(COOKIE_NAME.LOCALE, ctx.locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, secure }));
  }
  let user: SessionInfo['user'] = null;
  if (ctx.token) {
    try {
      user = await ctx.queryClient.fetchQuery(ctx.queries.user());
    } catch (error) {
      // A rejected token is a logged-out visitor: drop the cookie (401 resets the login).
      if (error instanceof ApiError && error.status === 401) headers.append('Set-Cookie', clearedTokenCookie(request));
      else console.error('[storefront] loading the user failed', error);
    }
  }
  await Promise.all([
    ctx.queryClient.prefetchQuery(ctx.queries.categories()),
    ctx.queryClient.prefetchQuery(ctx.queries.campaignsExist(ctx.locale)),
    // Navbar, footer and product-list placeholders render on the server too.
    ctx.queryClient.prefetchQuery(ctx.queries.placeholders({ language: ctx.locale })),
  ]);
  deliverPlaceholders(ctx, ctx.locale);
  const session: SessionInfo = {
    locale: ctx.locale,
    shortCode: ctx.shortCode,
    domain: ctx.domain,
    deliveryCountryId: ctx.deliveryCountryId,
    // Decided here, not after hydration: the delivery-country modal is then in the page as it
    // arrives, and the browser hydrates it instead of building it while the page loads.
    deliveryCountryChoiceRequired: needsDeliveryCountryChoice({
      customerDeliveryCountryId: user?.active_company?.customer.delivery_country_id,
      hasSavedCountry: ctx.hasDeliveryCountryCookie,
      domain: ctx.domain,
    }),
    user,
    analyticsContainerId: storefrontConfig().analyticsContainerId,
  };
  // The texts are a static file of their own (cached for a year), not inline data: only its address
  // travels with the page (decision 0047).
  return data({ session, dehydratedState: dehydrated(ctx, 'root'), textsHref: pageTextsHref(ctx.shortCode) }, { headers });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const merged = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) source?.forEach((value, key) => merged.append(key, value));
  return merged;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const locale = rootData?.session.locale ?? 'et_EE';
  return (
    <html lang={toBcp47(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet ahead of every script and preload it hoists
            into the head, so over HTTP/1.1 it is not queued behind the module preloads (first paint
            waits for it, not for them). */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        {/* First in the head: the browser entry waits for these texts before hydrating. */}
        {rootData ? <link rel="preload" as="fetch" crossOrigin="anonymous" href={rootData.textsHref} {...{ [PAGE_TEXTS_LINK]: '' }} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-brand-paper text-brand-ink">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Navigation() {
  useLinkInterception();
  useScrollToHash();
  useChunkReloadGuard();
  // Marks the document once React has hydrated (tests and tools wait for it instead of guessing).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return <RouteAnnouncer />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { session, dehydratedState } = loaderData;
  const uiTexts = useUiTexts(session.shortCode);
  const [queryClient] = useState(() => createBrowserQueryClient(session.user !== null));
  // The routes' prefetched queries are hydrated here too, above the layout: a query the frame also
  // reads (the navbar's brands) would otherwise exist, still empty, before the route's own
  // HydrationBoundary renders, which then defers it to an effect — missing from the server HTML
  // and a layout shift when it arrives.
  const routeStates = useMatches()
    .map((match) => (match.data as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState)
    .filter((state): state is DehydratedState => state !== undefined && state !== dehydratedState);
  // The root's queries carry the compact category list (lib/hydration.tsx).
  const rootState = useBrowserState(dehydratedState);
  const content = (
    <UiTextsProvider language={session.shortCode} texts={uiTexts}>
      <AppProvider session={session} queryClient={queryClient}>
        <Navigation />
        <Outlet />
      </AppProvider>
    </UiTextsProvider>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={rootState}>
        {routeStates.reduceRight((children, state) => <HydrationBoundary state={state}>{children}</HydrationBoundary>, content)}
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** Error page rules: PRODUCT_NOT_FOUND -> productNotFound, 404 -> pageNotFound, else somethingWentWrong. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const kind = routeErrorKind(error);
  const language = rootData?.session.shortCode ?? 'et';
  // Without the root's data (the root loader failed) there is no texts file: the error page brings its own.
  const uiTexts = useUiTexts(language);
  return <RootErrorPage kind={kind} language={language} texts={rootData ? uiTexts : {}} />;
}
