import { LOCALE_CODE, orderStatusNews, type LocaleCode, type OrderStatusNews } from '@salon/domain';
import type { ApiConfig } from '../config';
import type { Viewer } from '../context';
import type { Executor } from '../db/client';
import { deliveryMailLines, orderMailContext, orderMailGreeting } from './orderConfirmation';
import { sendMail } from './outbox';

export const ORDER_STATUS_MAIL_KIND = 'order-status';

interface StatusMailText {
  subject: Record<OrderStatusNews, (number: number) => string>;
  body: Record<OrderStatusNews, (number: number) => string>;
  questions: string;
}

const TEXTS: Record<LocaleCode, StatusMailText> = {
  [LOCALE_CODE.EN]: {
    subject: {
      sent: (number) => `Your Salon order ${number} is on its way`,
      readyForPickup: (number) => `Your Salon order ${number} is ready for pick-up`,
      canceled: (number) => `Your Salon order ${number} has been cancelled`,
      ticketsCanceled: (number) => `Your Salon order ${number} has been cancelled`,
    },
    body: {
      sent: (number) => `your order no. ${number} has been handed to the carrier.`,
      readyForPickup: (number) => `your order no. ${number} is ready to be picked up.`,
      canceled: (number) => `your order no. ${number} has been cancelled.`,
      ticketsCanceled: (number) => `your order no. ${number} has been cancelled and its seats released.`,
    },
    questions: 'If you have any questions, reply to this e-mail.',
  },
  [LOCALE_CODE.ET]: {
    subject: {
      sent: (number) => `Sinu Saloni tellimus ${number} on teel`,
      readyForPickup: (number) => `Sinu Saloni tellimus ${number} ootab järeletulemist`,
      canceled: (number) => `Sinu Saloni tellimus ${number} on tühistatud`,
      ticketsCanceled: (number) => `Sinu Saloni tellimus ${number} on tühistatud`,
    },
    body: {
      sent: (number) => `Tellimus nr ${number} on antud vedajale.`,
      readyForPickup: (number) => `Tellimus nr ${number} on valmis ja ootab järeletulemist.`,
      canceled: (number) => `Tellimus nr ${number} on tühistatud.`,
      ticketsCanceled: (number) => `Tellimus nr ${number} on tühistatud ja kohad on vabastatud.`,
    },
    questions: 'Küsimuste korral vasta sellele kirjale.',
  },
  [LOCALE_CODE.RU]: {
    subject: {
      sent: (number) => `Ваш заказ Salon ${number} в пути`,
      readyForPickup: (number) => `Ваш заказ Salon ${number} готов к выдаче`,
      canceled: (number) => `Ваш заказ Salon ${number} отменён`,
      ticketsCanceled: (number) => `Ваш заказ Salon ${number} отменён`,
    },
    body: {
      sent: (number) => `Заказ № ${number} передан перевозчику.`,
      readyForPickup: (number) => `Заказ № ${number} готов, его можно забрать.`,
      canceled: (number) => `Заказ № ${number} отменён.`,
      ticketsCanceled: (number) => `Заказ № ${number} отменён, места освобождены.`,
    },
    questions: 'Если у вас есть вопросы, ответьте на это письмо.',
  },
  [LOCALE_CODE.FI]: {
    subject: {
      sent: (number) => `Salon-tilauksesi ${number} on matkalla`,
      readyForPickup: (number) => `Salon-tilauksesi ${number} on noudettavissa`,
      canceled: (number) => `Salon-tilauksesi ${number} on peruttu`,
      ticketsCanceled: (number) => `Salon-tilauksesi ${number} on peruttu`,
    },
    body: {
      sent: (number) => `tilauksesi nro ${number} on luovutettu kuljetusyhtiölle.`,
      readyForPickup: (number) => `tilauksesi nro ${number} on valmis noudettavaksi.`,
      canceled: (number) => `tilauksesi nro ${number} on peruttu.`,
      ticketsCanceled: (number) => `tilauksesi nro ${number} on peruttu ja paikat vapautettu.`,
    },
    questions: 'Jos sinulla on kysyttävää, vastaa tähän viestiin.',
  },
  [LOCALE_CODE.LV]: {
    subject: {
      sent: (number) => `Jūsu Salon pasūtījums ${number} ir ceļā`,
      readyForPickup: (number) => `Jūsu Salon pasūtījums ${number} ir gatavs saņemšanai`,
      canceled: (number) => `Jūsu Salon pasūtījums ${number} ir atcelts`,
      ticketsCanceled: (number) => `Jūsu Salon pasūtījums ${number} ir atcelts`,
    },
    body: {
      sent: (number) => `Pasūtījums Nr. ${number} ir nodots pārvadātājam.`,
      readyForPickup: (number) => `Pasūtījums Nr. ${number} ir gatavs saņemšanai.`,
      canceled: (number) => `Pasūtījums Nr. ${number} ir atcelts.`,
      ticketsCanceled: (number) => `Pasūtījums Nr. ${number} ir atcelts, un vietas ir atbrīvotas.`,
    },
    questions: 'Ja jums ir jautājumi, atbildiet uz šo e-pastu.',
  },
};

/**
 * Tells the customer, in the language the order was placed in, that staff sent, readied or
 * cancelled their order (to the contact step's address). Sent after the answer: a slow mail
 * server must not hold up the staff member's change.
 */
export async function sendOrderStatusMail(db: Executor, config: ApiConfig, orderUuid: string, viewer: Viewer): Promise<void> {
  const context = await orderMailContext(db, orderUuid, viewer);
  if (!context) return;
  const { order, locale } = context;
  const news = orderStatusNews(order.status, context.ofTickets, context.methodKind);
  if (!news) return;
  const text = TEXTS[locale];
  const body = [
    orderMailGreeting(locale, context.name),
    '',
    text.body[news](order.number),
    ...(news === 'sent' || news === 'readyForPickup' ? ['', ...deliveryMailLines(locale, context.delivery, false)] : []),
    '',
    text.questions,
    '',
    'Salon',
  ];
  await sendMail(db, config.mail, { kind: ORDER_STATUS_MAIL_KIND, to: context.to, subject: text.subject[news](order.number), text: body.join('\n'), locale, userId: context.userId });
}
