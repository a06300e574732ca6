import type { CreatorRouteType, Scheme, SchemeComponents } from '@salon/api-client';
import { CREATOR_ROUTE_TYPE, LANGUAGE_QUERY_PARAM, isBusinessCustomer, shortCodeFromLocale } from '@salon/domain';
import { data } from 'react-router';
import type { RequestContext } from './request.server';
import { sameOriginRedirect } from './sameOriginPath';
import { postListParams } from './postList';
import { hasPostTeaser, previewProductIds } from './blockData';
import { deliveredSchemeComponents } from './deliveredBlocks.server';
import { onceFor } from './onceFor';

export interface ContentPage {
  scheme: Scheme | null;
  path: string;
}

/**
 * The content-page finder of page-builder.md section 2: looks a scheme up by route type and
 * path with language fallback (and the business flag for ordinary routes), takes the one in the
 * current language or else the first; a scheme in another language or at another path switches
 * the locale and redirects there with lang; nothing found is a 404 except for events.
 */
export interface FindContentPageOptions {
  notFound?: 'throw' | 'empty';
  /**
   * false: a scheme only in another language is left out instead of moving the visitor there: the
   * store's own pages (home; the campaign, post and event lists, decision 0072).
   */
  redirectToOtherLanguage?: boolean;
}

export async function findContentPage(ctx: RequestContext, type: CreatorRouteType, path: string, options: FindContentPageOptions = {}): Promise<ContentPage> {
  const isBusiness = type === CREATOR_ROUTE_TYPE.ROUTE ? await viewerIsBusiness(ctx) : undefined;
  const schemesQuery = ctx.queries.schemesByPath({ type, path, allow_fallback: true, with_components: true, ...(isBusiness === undefined ? {} : { is_business: isBusiness }) });
  const answer = await ctx.queryClient.fetchQuery(schemesQuery);
  // The page's components came in the same answer: they become the components query, and the
  // schemes keep no second copy (it would travel twice in the page's loader data).
  const { schemes, components } = splitSchemes(answer);
  for (const [uuid, schemeComponents] of components) ctx.queryClient.setQueryData(ctx.queries.components(uuid).queryKey, deliveredSchemeComponents(ctx, schemeComponents));
  ctx.queryClient.setQueryData(schemesQuery.queryKey, schemes);
  if (schemes.length === 0) {
    if (type === CREATOR_ROUTE_TYPE.EVENT || options.notFound === 'empty') return { scheme: null, path };
    throw data('NOT_FOUND', { status: 404 });
  }
  const own = schemes.find((candidate) => candidate.language === ctx.locale);
  // Fixed pages (home) show their composed part only in the page language and never move the visitor.
  if (!own && options.redirectToOtherLanguage === false) return { scheme: null, path };
  const scheme = own ?? schemes[0]!;
  if (scheme.language !== ctx.locale || normalisePath(scheme.path) !== normalisePath(path)) {
    const shortCode = shortCodeFromLocale(scheme.language) ?? ctx.shortCode;
    // A stored path is editor input (it may be //host): redirect only within the site.
    throw sameOriginRedirect(`${scheme.path}?${new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: shortCode })}`);
  }
  await ctx.queryClient.prefetchQuery(ctx.queries.components(scheme.uuid));
  await prefetchBlockData(ctx, scheme.uuid);
  return { scheme, path };
}

/**
 * Data some blocks show beyond their props, fetched with the page so its HTML has it: the post
 * teaser list's posts (the page language's post schemes) and the product previews' products,
 * the queries useBlockContext reads.
 */
async function prefetchBlockData(ctx: RequestContext, schemeUuid: string): Promise<void> {
  const components = ctx.queryClient.getQueryData(ctx.queries.components(schemeUuid).queryKey)?.components ?? [];
  await Promise.all([
    hasPostTeaser(components) ? ctx.queryClient.prefetchQuery(ctx.queries.schemesByPath(postListParams(ctx.locale))) : null,
    ...previewProductIds(components).map((id) => ctx.queryClient.prefetchQuery(ctx.queries.product(id))),
  ]);
}

type SchemesAnswer = readonly Scheme[];
interface SplitSchemes {
  schemes: Scheme[];
  components: [uuid: string, components: SchemeComponents][];
}

// A shared answer is the same frozen object for every anonymous visitor: split once (onceFor), so
// the loader data's browser copy (hydration.tsx) is made once too.
const splitAnswers = new WeakMap<SchemesAnswer, SplitSchemes>();
const splitSchemes = (answer: SchemesAnswer): SplitSchemes =>
  onceFor(splitAnswers, answer, () => {
    const split: SplitSchemes = { schemes: [], components: [] };
    for (const { components_v2: components, ...scheme } of answer) {
      split.schemes.push(scheme);
      if (components) split.components.push([scheme.uuid, components]);
    }
    return split;
  });

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

async function viewerIsBusiness(ctx: RequestContext): Promise<boolean> {
  if (!ctx.token) return false;
  try {
    const user = await ctx.queryClient.fetchQuery(ctx.queries.user());
    return user.active_company ? isBusinessCustomer(user.active_company.customer) : false;
  } catch {
    return false;
  }
}

/** The schemes of a type in the page language (campaign and post lists), for list pages. */
export async function listContentSchemes(ctx: RequestContext, type: CreatorRouteType): Promise<Scheme[]> {
  return ctx.queryClient.fetchQuery(ctx.queries.schemesByPath({ type, language: ctx.locale }));
}
