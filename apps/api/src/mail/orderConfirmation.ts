import { eq, inArray } from 'drizzle-orm';
import { LOCALE_CODE, TIME_ZONE, deliveryAddressLabel, formatEur, isEventOrder, isLocaleCode, orderLineName, parcelMachineLabel, translatedValue, type LocaleCode } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { Viewer } from '../context';
import type { Executor } from '../db/client';
import { events, orders } from '../db/schema';
import { translate } from '../lib/i18n';
import { orderDeliveryMethod } from '../services/deliveryMethods';
import { serializeOrder } from '../services/orders';
import { sendMail } from './outbox';

export const ORDER_CONFIRMATION_MAIL_KIND = 'order-confirmation';

interface OrderMailText {
  subject: (number: number) => string;
  greeting: (name: string) => string;
  intro: (number: number) => string;
  /** An event order: nothing is delivered, the seats are booked. */
  ticketsIntro: (number: number) => string;
  products: string;
  tickets: string;
  events: string;
  delivery: string;
  parcelMachine: string;
  address: string;
  transport: string;
  total: string;
}

const TEXTS: Record<LocaleCode, OrderMailText> = {
  [LOCALE_CODE.EN]: {
    subject: (number) => `Your Salon order ${number}`,
    greeting: (name) => `Hello ${name},`,
    intro: (number) => `thank you for your order no. ${number}. We have received the payment and are preparing the parcel.`,
    products: 'Products',
    ticketsIntro: (number) => `thank you for your order no. ${number}. We have received the payment and your seats are booked.`,
    tickets: 'Tickets',
    events: 'Events',
    delivery: 'Delivery',
    parcelMachine: 'Parcel machine',
    address: 'Address',
    transport: 'Transport',
    total: 'Total',
  },
  [LOCALE_CODE.ET]: {
    subject: (number) => `Sinu Saloni tellimus ${number}`,
    greeting: (name) => `Tere, ${name}!`,
    intro: (number) => `Aitäh tellimuse nr ${number} eest. Makse on kätte saadud ja paneme paki kokku.`,
    products: 'Tooted',
    ticketsIntro: (number) => `Aitäh tellimuse nr ${number} eest. Makse on kätte saadud ja kohad on sulle broneeritud.`,
    tickets: 'Piletid',
    events: 'Üritused',
    delivery: 'Tarne',
    parcelMachine: 'Pakiautomaat',
    address: 'Aadress',
    transport: 'Transport',
    total: 'Kokku',
  },
  [LOCALE_CODE.RU]: {
    subject: (number) => `Ваш заказ Salon ${number}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (number) => `Спасибо за заказ № ${number}. Оплата получена, мы собираем посылку.`,
    products: 'Товары',
    ticketsIntro: (number) => `Спасибо за заказ № ${number}. Оплата получена, места за вами забронированы.`,
    tickets: 'Билеты',
    events: 'Мероприятия',
    delivery: 'Доставка',
    parcelMachine: 'Почтомат',
    address: 'Адрес',
    transport: 'Доставка, стоимость',
    total: 'Итого',
  },
  [LOCALE_CODE.FI]: {
    subject: (number) => `Salon-tilauksesi ${number}`,
    greeting: (name) => `Hei ${name},`,
    intro: (number) => `kiitos tilauksestasi nro ${number}. Maksu on vastaanotettu ja kokoamme paketin.`,
    products: 'Tuotteet',
    ticketsIntro: (number) => `kiitos tilauksestasi nro ${number}. Maksu on vastaanotettu ja paikkasi on varattu.`,
    tickets: 'Liput',
    events: 'Tapahtumat',
    delivery: 'Toimitus',
    parcelMachine: 'Pakettiautomaatti',
    address: 'Osoite',
    transport: 'Toimituskulut',
    total: 'Yhteensä',
  },
  [LOCALE_CODE.LV]: {
    subject: (number) => `Jūsu Salon pasūtījums ${number}`,
    greeting: (name) => `Sveiki, ${name}!`,
    intro: (number) => `Paldies par pasūtījumu Nr. ${number}. Maksājums ir saņemts, un mēs gatavojam sūtījumu.`,
    products: 'Preces',
    ticketsIntro: (number) => `Paldies par pasūtījumu Nr. ${number}. Maksājums ir saņemts, un vietas jums ir rezervētas.`,
    tickets: 'Biļetes',
    events: 'Pasākumi',
    delivery: 'Piegāde',
    parcelMachine: 'Pakomāts',
    address: 'Adrese',
    transport: 'Piegādes maksa',
    total: 'Kopā',
  },
};

interface OrderMailContent {
  number: number;
  name: string;
  /** Tickets for events (an event order) rather than products to deliver. */
  ofTickets: boolean;
  lines: { name: string; quantity: number; total: string }[];
  /** The events the tickets are for: name, when (Tallinn time) and where. */
  events: string[];
  deliveryMethod: string | null;
  parcelMachine: { name: string; address: string; city: string } | null;
  address: { name?: string; street: string; city: string; postal_code: string } | null;
  transportCost: string;
  total: string;
}

/** The delivery lines of an order mail: method, parcel machine or address, and (when asked) its cost. */
export function deliveryMailLines(locale: LocaleCode, content: Pick<OrderMailContent, 'deliveryMethod' | 'parcelMachine' | 'address' | 'transportCost'>, withCost = true): string[] {
  const text = TEXTS[locale];
  if (!content.deliveryMethod) return [];
  return [
    `${text.delivery}: ${content.deliveryMethod}`,
    ...(content.parcelMachine ? [`${text.parcelMachine}: ${parcelMachineLabel(content.parcelMachine)}`] : []),
    ...(content.address ? [`${text.address}: ${deliveryAddressLabel(content.address)}`] : []),
    ...(withCost ? [`${text.transport}: ${formatEur(content.transportCost, locale)}`] : []),
  ];
}

/** "Hello Mari," in the order's language. */
export const orderMailGreeting = (locale: LocaleCode, name: string) => TEXTS[locale].greeting(name);

function renderOrderConfirmation(locale: LocaleCode, content: OrderMailContent) {
  const text = TEXTS[locale];
  const eur = (amount: string) => formatEur(amount, locale);
  const delivery = deliveryMailLines(locale, content);
  const body = [
    text.greeting(content.name),
    '',
    content.ofTickets ? text.ticketsIntro(content.number) : text.intro(content.number),
    '',
    `${content.ofTickets ? text.tickets : text.products}:`,
    ...content.lines.map((line) => `- ${line.name} × ${line.quantity}: ${eur(line.total)}`),
    '',
    ...(content.events.length > 0 ? [`${text.events}:`, ...content.events.map((event) => `- ${event}`), ''] : []),
    ...delivery,
    `${text.total}: ${eur(content.total)}`,
    '',
    'Salon',
  ];
  return { subject: text.subject(content.number), text: body.join('\n') };
}

interface StoredInformation {
  first_name?: string;
  email?: string;
}

/**
 * What every mail about an order reads: the order as the API answers it, the contact step's
 * address and name, the language it was placed in and its delivery. Null without an e-mail to
 * write to.
 */
export async function orderMailContext(db: Executor, orderUuid: string, viewer: Viewer) {
  const order = await serializeOrder(db, orderUuid, viewer);
  const [row] = await db.select({ information: orders.information, locale: orders.locale, delivery: orders.delivery, userId: orders.userId }).from(orders).where(eq(orders.uuid, orderUuid));
  const information = (row?.information ?? {}) as StoredInformation;
  if (!information.email) return null;
  const locale = row?.locale && isLocaleCode(row.locale) ? row.locale : viewer.locale;
  const method = await orderDeliveryMethod(db, order.delivery_method_id);
  return {
    order,
    to: information.email,
    name: information.first_name || information.email,
    locale,
    userId: row?.userId ?? null,
    ofTickets: isEventOrder(order.status, order.order_lines.map((line) => line.kind)),
    methodKind: method?.kind ?? null,
    delivery: {
      deliveryMethod: method ? translate(method.name, locale) : null,
      parcelMachine: order.parcel_machine,
      address: (row?.delivery?.address ?? null) as OrderMailContent['address'],
      transportCost: order.transport_cost,
    },
  };
}

/**
 * Mails the confirmation of a paid order to the address of its information step, in the
 * language the order was placed in. Sent after the answer (lib/afterResponse): a slow mail
 * server must not hold up the payment.
 */
export async function sendOrderConfirmation(db: Executor, config: ApiConfig, orderUuid: string, viewer: Viewer): Promise<void> {
  const context = await orderMailContext(db, orderUuid, viewer);
  if (!context) return;
  const { order, locale } = context;
  const eventIds = [...new Set(order.order_lines.flatMap((line) => (line.event_ticket ? [line.event_ticket.event] : [])))];
  const when = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
  const eventRows = eventIds.length > 0 ? await db.select().from(events).where(inArray(events.id, eventIds)) : [];
  const mail = renderOrderConfirmation(locale, {
    number: order.number,
    name: context.name,
    ofTickets: context.ofTickets,
    lines: order.order_lines.map((line) => ({ name: orderLineName(line, locale), quantity: line.quantity, total: line.total })),
    events: eventRows.map((event) => `${translatedValue(event.name, locale)}: ${when.formatRange(event.startsAt, event.endsAt)}, ${event.location}`),
    ...context.delivery,
    total: order.total_with_coupon_discount,
  });
  await sendMail(db, config.mail, { kind: ORDER_CONFIRMATION_MAIL_KIND, to: context.to, ...mail, locale, userId: context.userId });
}
