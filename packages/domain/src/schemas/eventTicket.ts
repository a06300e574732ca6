import { z } from 'zod';
import { idSchema, numberLikeSchema } from './primitives';
import { translatableSchema } from './translatable';

export const eventTicketSchema = z.object({
  id: idSchema,
  event: idSchema,
  i18n_name: translatableSchema,
  price: numberLikeSchema,
});
export type EventTicket = z.infer<typeof eventTicketSchema>;
