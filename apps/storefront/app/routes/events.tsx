import type { Route } from './+types/events';
import { EventTickets, UpcomingEvents } from '../components/EventTickets';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';
import { Hydrated, dehydrated } from '../lib/hydration';
import { requestContext } from '../lib/request.server';

/** /events/{template}/{id}: the id names the event whose tickets are sold on the page. */
const eventIdOf = (params: Route.LoaderArgs['params']) => (params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The list of upcoming events is the store's own; an event's page is its content's language.
  const content = await loadContentRoute(request, context, 'EVENT', 'events', { redirectToOtherLanguage: Boolean(params.template) });
  // Server-rendered like the content: the ticket picker or the list of upcoming events.
  const ctx = requestContext(request, context);
  const eventId = eventIdOf(params);
  if (eventId !== null) await ctx.queryClient.prefetchQuery(ctx.queries.event(eventId));
  else if (!params.template) await ctx.queryClient.prefetchQuery(ctx.queries.events());
  return { ...content, eventId, eventsState: dehydrated(ctx) };
}
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <ContentRoute data={loaderData} />
      <Hydrated state={loaderData.eventsState}>
        {loaderData.eventId !== null ? <EventTickets eventId={loaderData.eventId} /> : !params.template ? <UpcomingEvents /> : null}
      </Hydrated>
    </>
  );
}
