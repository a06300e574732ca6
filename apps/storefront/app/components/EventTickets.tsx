import type { PublicEvent } from '@salon/api-client';
import { EVENT_PROGRESS, MAX_TICKETS_PER_ORDER, TIME_ZONE, eventPath, formatEur, quantityFromText } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../lib/appContext';
import { checkoutHref } from '../lib/checkoutHref';
import { writeFailureText } from '../lib/writeFailureDisplay';
import { Button } from '@salon/ui';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter a language and style for the page's life: constructing Intl formatters is slow. */
function formatOf(language: string, style: 'dateTime' | 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = formats.get(key);
  if (!format) {
    const options = style === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : style === 'day' ? { dateStyle: 'medium' } : { timeStyle: 'short' };
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: TIME_ZONE } as Intl.DateTimeFormatOptions);
    formats.set(key, format);
  }
  return format;
}

function eventDate(event: PublicEvent, locale: string): string {
  const language = locale.replace('_', '-');
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const day = formatOf(language, 'day');
  // One date for a one-day event ("3 Dec 2026, 10:00 – 16:00"). Not Intl's formatRange: Node's and
  // Chromium's ICU join a range differently in Russian and Latvian, and hydration then fails.
  const until = day.format(start) === day.format(end) ? formatOf(language, 'time') : formatOf(language, 'dateTime');
  return `${formatOf(language, 'dateTime').format(start)} – ${until.format(end)}`;
}

/**
 * The ticket picker of an event page: one ticket kind and a quantity become an EVENT line of a
 * new event order (status EVENT_DRAFT), which goes through the event checkout
 * (event-information -> event-payment -> payment-status -> success). `titled`: the event's name
 * heads the box (a composed page above it has its own title); otherwise the page's h1 is the name.
 */
export function EventTickets({ eventId, titled }: { eventId: number; titled: boolean }) {
  const { t, api, queries, locale } = useApp();
  const navigate = useNavigate();
  const event = useQuery(queries.event(eventId)).data;
  const [ticketId, setTicketId] = useState<number | null>(null);
  // The field's text, so it may be empty while the shopper retypes; the quantity is read from it.
  const [quantityText, setQuantityText] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!event) return null;
  const available = event.tickets.filter((ticket) => ticket.tickets_left > 0);
  const chosen = event.tickets.find((ticket) => ticket.id === ticketId) ?? available[0] ?? null;
  const maxQuantity = Math.min(MAX_TICKETS_PER_ORDER, chosen?.tickets_left ?? 1);
  const typed = quantityFromText(quantityText, maxQuantity);
  const quantity = typed ?? 1;
  const buy = async () => {
    if (!chosen) return;
    setQuantityText(String(quantity));
    setBusy(true);
    setError(null);
    try {
      const order = await api.orders.create({ is_event: true });
      await api.orders.addLine(order.uuid, { event_ticket: chosen.id, quantity });
      navigate(checkoutHref(order.uuid, 'event-information'));
    } catch (caught) {
      setError(writeFailureText(caught, t));
      setBusy(false);
    }
  };
  return (
    <section className="my-8 rounded border border-brand-line p-4" aria-labelledby={titled ? 'event-tickets-title' : undefined} data-testid="event-tickets">
      {titled ? (
        <h2 id="event-tickets-title" className="text-h2">
          {event.name}
        </h2>
      ) : null}
      <p className="my-1">{eventDate(event, locale)}</p>
      <p className="mb-4">{event.location}</p>
      {/* Staff write it as plain text in the admin; its line breaks are the paragraphs. */}
      {event.description.trim() ? (
        <p className="mb-4 max-w-prose whitespace-pre-line" data-testid="event-description">
          {event.description.trim()}
        </p>
      ) : null}
      {event.progress === EVENT_PROGRESS.DONE ? (
        <p>{t('eventEnded')}</p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(submitEvent) => {
            submitEvent.preventDefault();
            void buy();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-h3">{t('eventTickets')}</legend>
            {event.tickets.map((ticket) => (
              <label key={ticket.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="ticket"
                  value={ticket.id}
                  checked={chosen?.id === ticket.id}
                  disabled={ticket.tickets_left === 0}
                  onChange={() => {
                    setTicketId(ticket.id);
                    setQuantityText(String(quantityFromText(quantityText, Math.min(MAX_TICKETS_PER_ORDER, ticket.tickets_left)) ?? 1));
                  }}
                />
                <span className="font-semibold">{ticket.name}</span>
                <span>{formatEur(ticket.price, locale)}</span>
                <span className="text-body-sm">{ticket.tickets_left > 0 ? t('ticketsLeft', { count: ticket.tickets_left }) : t('soldOut')}</span>
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col text-body-sm">
            {t('quantity')}
            <input
              type="number"
              name="quantity"
              min={1}
              max={maxQuantity}
              value={quantityText}
              onChange={(change) => setQuantityText(change.target.value)}
              // Leaving the field shows the quantity that will be bought.
              onBlur={() => setQuantityText(String(quantity))}
              className="w-24 rounded border border-brand-line px-2 py-1"
            />
          </label>
          {chosen ? <p className="font-semibold">{formatEur(Number(chosen.price) * quantity, locale)}</p> : null}
          {error ? (
            <p role="alert" className="whitespace-pre-line text-status-error">
              {error}
            </p>
          ) : null}
          <Button size="lg" type="submit" disabled={busy || !chosen} className="self-start disabled:opacity-50">
            {t('buyTickets')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The events tickets are sold for, linked to their pages. */
export function UpcomingEvents() {
  const { t, queries, locale } = useApp();
  const events = useQuery(queries.events()).data;
  if (!events) return null;
  return (
    <section className="my-8" aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title" className="text-h2">
        {t('upcomingEvents')}
      </h2>
      {events.length === 0 ? <p className="my-2">{t('noUpcomingEvents')}</p> : null}
      <ul className="my-4 grid gap-4 md:grid-cols-3" data-testid="upcoming-events">
        {events.map((event) => (
          <li key={event.id}>
            <a href={eventPath(event)} className="block rounded border border-brand-line p-4 hover:bg-brand-surface">
              <span className="block font-semibold">{event.name}</span>
              <span className="block text-body-sm">{eventDate(event, locale)}</span>
              <span className="block text-body-sm">{event.location}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
