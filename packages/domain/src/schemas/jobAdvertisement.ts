import { z } from 'zod';

export const jobAdvertisementSchema = z.object({
  title: z.string(),
  location: z.string(),
  url: z.string(),
});
