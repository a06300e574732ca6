import { z } from 'zod';
import { CHECKOUT_COMMENT_MAX_LENGTH, PAGE_SIZE, PAYMENT_METHOD, PAYMENT_RESULT, isValidEmail } from '@salon/domain';
import { idParam, pagingQuery } from '../lib/validate';
import { MAX_PAGE_SIZE } from './search';
import { contactFields } from './contactFields';

/** A single line never holds more than this; larger numbers are typing mistakes. */
export const MAX_LINE_QUANTITY = 999;
const MAX_TEXT = 255;

const quantity = z.number({ error: 'Must be a whole number.' }).int('Must be a whole number.');

export const createOrderSchema = z.object({ is_event: z.boolean().optional() }).strict();

export const addLineSchema = z
  .object({
    product: idParam.optional(),
    event_ticket: idParam.optional(),
    quantity: quantity.min(1).max(MAX_LINE_QUANTITY).default(1),
  })
  .refine((body) => (body.product === undefined) !== (body.event_ticket === undefined), {
    message: 'Give exactly one of product or event_ticket.',
    path: ['product'],
  });

/** Quantity 0 removes the line (spec section 4). */
export const updateLineSchema = z.object({ quantity: quantity.min(0).max(MAX_LINE_QUANTITY) });

export const connectOrderSchema = z.object({ customer: z.object({ uuid: z.uuid({ error: 'Must be a customer UUID.' }) }) });

export const useLoyaltyPointsSchema = z.object({ use_loyalty_points: z.boolean({ error: 'Must be true or false.' }) });

/** null: undecided (the server answers 406/4006 when something changed); accept: go ahead. */
const REORDER_ACTION = { ACCEPT: 'accept' } as const;
export const reorderSchema = z.object({ action: z.enum([REORDER_ACTION.ACCEPT]).nullable().default(null) });

export const historyQuerySchema = z.object({
  ...pagingQuery(PAGE_SIZE.ORDER_HISTORY, MAX_PAGE_SIZE),
});

export const deliverySchema = z.object({
  delivery_method_id: idParam,
  address: z
    .object({
      name: contactFields.addressLine,
      street: contactFields.addressLine,
      city: contactFields.addressLine,
      postal_code: contactFields.postalCode,
    })
    .optional(),
  parcel_machine_id: z.string().trim().min(1).max(MAX_TEXT).optional(),
  comment: z.string().max(CHECKOUT_COMMENT_MAX_LENGTH).optional(),
});

export const informationSchema = z.object({
  first_name: contactFields.personName,
  last_name: contactFields.personName,
  // The storefront's own rule (spec section 5), so the form and the API never disagree on an address.
  email: z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.'),
  phone: contactFields.phone,
  company_name: contactFields.optionalCompanyName.optional(),
  comment: z.string().max(CHECKOUT_COMMENT_MAX_LENGTH).optional(),
});

export const paymentSchema = z.object({
  method: z.enum(Object.values(PAYMENT_METHOD) as [string, ...string[]]),
  provider: z.string().min(1).default('test'),
  /** Test provider only: the outcome to simulate. */
  test_result: z.enum(Object.values(PAYMENT_RESULT) as [string, ...string[]]).optional(),
});
/** The provider's signed token the shopper's browser brought back (Montonio: `order-token`). */
export const paymentReturnSchema = z.object({ order_token: z.string().min(1).max(8192) });
