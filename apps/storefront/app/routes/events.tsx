import { ApiError } from '@salon/api-client';
import { eventPath } from '@salon/domain';
import { data } from 'react-router';
import type { Route } from './+types/events';
import { EventTickets, UpcomingEvents } from '../components/EventTickets';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';
import { Hydrated, dehydrated } from '../lib/hydration';
import { sameOriginRedirect } from '../lib/sameOriginPath';
import { requestContext, type RequestContext } from '../lib/request.server';

/** Longest meta description taken from an event's own description (as a product page does). */
const META_DESCRIPTION_CHARS = 160;

const notFound = () => data('NOT_FOUND', { status: 404 });

/** The event an /events/{template}/{id} address names; an id the API does not know is a 404. */
async function eventOf(ctx: RequestContext, id: string) {
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  try {
    return await ctx.queryClient.fetchQuery(ctx.queries.event(Number(id)));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/**
 * /events: the events page with the upcoming events. /events/{template}/{id}: one event, its
 * tickets on sale, titled by its name; another template than the event's own redirects to its
 * address (one address an event). /events/{template}: the template's composed page, or else the
 * soonest upcoming event of that slug; neither is a 404 (decision 0078).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = requestContext(request, context);
  const { search } = new URL(request.url);
  const event = params.id !== undefined ? await eventOf(ctx, params.id) : null;
  if (event && params.template !== event.slug) throw sameOriginRedirect(`${eventPath(event)}${search}`, 301);
  // The list of upcoming events is the store's own; an event's page is its content's language.
  const content = await loadContentRoute(request, context, 'EVENT', 'events', { redirectToOtherLanguage: Boolean(params.template) });
  if (params.template && !event && !content.scheme) {
    const soonest = (await ctx.queryClient.fetchQuery(ctx.queries.events())).find((upcoming) => upcoming.slug === params.template);
    if (!soonest) throw notFound();
    throw sameOriginRedirect(`${eventPath(soonest)}${search}`);
  }
  // Server-rendered like the content: the ticket picker or the list of upcoming events.
  if (!params.template) await ctx.queryClient.prefetchQuery(ctx.queries.events());
  return {
    ...content,
    // Once, with the content's queries: the tickets or the list beside the content read it too.
    dehydratedState: dehydrated(ctx),
    pageTitle: event?.name ?? null,
    pageDescription: event?.description.slice(0, META_DESCRIPTION_CHARS) ?? null,
    eventId: event?.id ?? null,
  };
}
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <ContentRoute data={loaderData} />
      <Hydrated state={loaderData.dehydratedState}>
        {loaderData.eventId !== null ? (
          // Without a composed page the page's h1 is the event's name already.
          <EventTickets eventId={loaderData.eventId} titled={loaderData.scheme !== null} />
        ) : !params.template ? (
          <UpcomingEvents />
        ) : null}
      </Hydrated>
    </>
  );
}
