import { translatedValue, type TranslatableInput } from './translatedValue';

/** What an order line is made of, as far as its name goes: a product or an event ticket. */
export interface NamedOrderLine {
  readonly product?: { readonly name?: string | null } | null;
  readonly event_ticket?: { readonly i18n_name?: TranslatableInput } | null;
}

/**
 * The name a shopper reads for an order line: the product's name, or for a ticket line (an event
 * order) the ticket's name in the shopper's locale; empty when the line has neither.
 */
export const orderLineName = (line: NamedOrderLine, locale: string): string =>
  line.product?.name || (line.event_ticket ? translatedValue(line.event_ticket.i18n_name, locale) : '');
