import { capacityCoversSold, endsAfterStart, LOCALE_CODES, tallinnDateTimeInput, zonedDateTimeToEpochMs, type LocaleCode } from '@salon/domain';
import type { AdminTranslations } from './adminApi';
import { localizedTextOf, translationsFrom } from './forms';

interface AdminEventTicket {
  id: number;
  i18n_name: AdminTranslations;
  price: string;
  capacity: number;
  sold: number;
}
export interface AdminEvent {
  id: number;
  i18n_name: AdminTranslations;
  i18n_description: AdminTranslations;
  slug: string;
  location: string;
  starts_at: string;
  ends_at: string;
  tickets: AdminEventTicket[];
}

export interface EventTicketForm {
  id?: number;
  name: Record<LocaleCode, string>;
  price: string;
  capacity: string;
  /** Seats already sold: capacity may not go below it. */
  sold: number;
}
export interface EventForm {
  name: Record<LocaleCode, string>;
  description: Record<LocaleCode, string>;
  slug: string;
  location: string;
  /** Tallinn wall time as a datetime-local value (YYYY-MM-DDTHH:mm). */
  startsAt: string;
  endsAt: string;
  tickets: EventTicketForm[];
}

const emptyTexts = () => localizedTextOf(null);

export const emptyTicket = (): EventTicketForm => ({ name: emptyTexts(), price: '', capacity: '', sold: 0 });

export function eventFormOf(event: AdminEvent | null): EventForm {
  if (!event) return { name: emptyTexts(), description: emptyTexts(), slug: '', location: '', startsAt: '', endsAt: '', tickets: [] };
  return {
    name: localizedTextOf(event.i18n_name),
    description: localizedTextOf(event.i18n_description),
    slug: event.slug,
    location: event.location,
    startsAt: tallinnDateTimeInput(event.starts_at),
    endsAt: tallinnDateTimeInput(event.ends_at),
    tickets: event.tickets.map((ticket) => ({ id: ticket.id, name: localizedTextOf(ticket.i18n_name), price: ticket.price, capacity: String(ticket.capacity), sold: ticket.sold })),
  };
}

/**
 * The form's refusals before anything is sent, as text keys by the API's field names (so the
 * API's own messages land at the same fields): names in every locale, slug, location, start
 * before end, ticket price and a whole capacity not below the seats sold.
 */
export function eventFormErrors(form: EventForm): Record<string, { key: string; values?: Record<string, unknown> }> {
  const errors: Record<string, { key: string; values?: Record<string, unknown> }> = {};
  const required = { key: 'modalCommon.requiredField' };
  for (const locale of LOCALE_CODES) if (!form.name[locale].trim()) errors[`i18n_name.${locale}`] = required;
  if (!form.slug.trim()) errors.slug = required;
  if (!form.location.trim()) errors.location = required;
  const start = form.startsAt ? zonedDateTimeToEpochMs(form.startsAt) : Number.NaN;
  const end = form.endsAt ? zonedDateTimeToEpochMs(form.endsAt) : Number.NaN;
  if (Number.isNaN(start)) errors.starts_at = required;
  if (Number.isNaN(end)) errors.ends_at = required;
  else if (!Number.isNaN(start) && !endsAfterStart(start, end)) errors.ends_at = { key: 'adminOps.endNotAfterStart' };
  form.tickets.forEach((ticket, index) => {
    for (const locale of LOCALE_CODES) if (!ticket.name[locale].trim()) errors[`tickets.${index}.i18n_name.${locale}`] = required;
    if (!/^\d+([.,]\d{1,2})?$/.test(ticket.price.trim())) errors[`tickets.${index}.price`] = { key: 'adminOps.amountFormat' };
    const capacity = Number(ticket.capacity);
    if (ticket.capacity.trim() === '' || !Number.isInteger(capacity) || capacity < 0) errors[`tickets.${index}.capacity`] = { key: 'adminOps.wholeNumber' };
    else if (!capacityCoversSold(capacity, ticket.sold)) errors[`tickets.${index}.capacity`] = { key: 'adminOps.capacityBelowSold', values: { sold: ticket.sold } };
  });
  return errors;
}

/** The API's body (POST and PUT): tickets are the whole new set, existing ones by id. */
export function eventBodyOf(form: EventForm, existing: AdminEvent | null) {
  return {
    i18n_name: translationsFrom(existing?.i18n_name, form.name),
    i18n_description: translationsFrom(existing?.i18n_description, form.description),
    slug: form.slug.trim(),
    location: form.location.trim(),
    starts_at: new Date(zonedDateTimeToEpochMs(form.startsAt)).toISOString(),
    ends_at: new Date(zonedDateTimeToEpochMs(form.endsAt)).toISOString(),
    tickets: form.tickets.map((ticket) => ({
      ...(ticket.id ? { id: ticket.id } : {}),
      i18n_name: translationsFrom(existing?.tickets.find((stored) => stored.id === ticket.id)?.i18n_name, ticket.name),
      price: ticket.price.trim().replace(',', '.'),
      capacity: Number(ticket.capacity),
    })),
  };
}

/** The API's field errors keyed as the form's (`tickets.0.i18n_name.et_EE.value` -> `tickets.0.i18n_name.et_EE`). */
export function eventFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key.replace(/\.value$/, ''), messages.join(' ')]));
}
