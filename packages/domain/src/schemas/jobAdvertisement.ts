import { z } from 'zod';

export const jobAdvertisementSchema = z.object({
  title: z.string(),
  location: z.string(),
  url: z.string(),
});
export type JobAdvertisement = z.infer<typeof jobAdvertisementSchema>;
