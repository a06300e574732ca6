import { HydrationBoundary, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RequestContext } from './request.server';

/** What a route loader returns so its prefetched queries hydrate in the browser. */
export function dehydrated(ctx: Pick<RequestContext, 'queryClient'>): DehydratedState {
  return dehydrate(ctx.queryClient);
}

export function Hydrated({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
