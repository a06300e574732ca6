import { z } from 'zod';

/** The paged list answer (`{count, next, previous, results}`, page numbers or null). */
export const pagedResponse = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
