import type { PlaceholderContent, SchemeComponents } from '@salon/api-client';
import { resolveComponentsForDelivery } from '@salon/block-registry';
import { onceFor } from './onceFor';
import type { RequestContext } from './request.server';

// Kept shared answers are frozen and reused across requests: their delivered form is built once.
const deliveredPlaceholders = new WeakMap<readonly PlaceholderContent[], PlaceholderContent[]>();
const deliveredComponents = new WeakMap<SchemeComponents, SchemeComponents>();

/**
 * A page's components as this server sends them: resolved here, so the browser hydrates them
 * without building field schemas (decision 0054). Not for a signed-in visitor: a route
 * administrator's inline editing saves the props it was given, and those must stay as stored.
 */
export function deliveredSchemeComponents(ctx: RequestContext, answer: SchemeComponents): SchemeComponents {
  if (ctx.token) return answer;
  return onceFor(deliveredComponents, answer, () => ({ ...answer, components: resolveComponentsForDelivery(answer.components) }));
}

/** The page language's placeholders in the query cache, their blocks resolved here (nobody edits them inline). */
export function deliverPlaceholders(ctx: RequestContext, language: string): void {
  const key = ctx.queries.placeholders({ language }).queryKey;
  const placeholders = ctx.queryClient.getQueryData(key);
  if (!placeholders?.length) return;
  const delivered = onceFor(deliveredPlaceholders, placeholders, () =>
    placeholders.map((placeholder) => ({ ...placeholder, components: resolveComponentsForDelivery(placeholder.components) })),
  );
  ctx.queryClient.setQueryData(key, delivered);
}
