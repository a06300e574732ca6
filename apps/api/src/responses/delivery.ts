/** Response schemas of delivery methods, parcel machines and an order's delivery step. */
import { z } from 'zod';
import { idSchema, numericStringSchema, translatableSchema } from '@salon/domain';

export const deliveryMethodResponse = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.string(),
  name: z.string(),
  i18n_name: translatableSchema,
  country_id: idSchema,
  price: numericStringSchema,
  free_from: numericStringSchema.nullable(),
}).meta({ id: 'DeliveryMethod' });

/** What an order keeps of its machine: a copy, so later renames by the carrier do not change it. */
export const parcelMachineSnapshotResponse = z.object({
  /** "omniva:96331": what PUT /orders/{uuid}/delivery/ takes as parcel_machine_id. */
  id: z.string(),
  provider: z.string(),
  provider_id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country_id: idSchema,
}).meta({ id: 'ParcelMachineSnapshot' });

export const parcelMachineResponse = parcelMachineSnapshotResponse.extend({ county: z.string() }).meta({ id: 'ParcelMachine' });

/** The delivery step as the order stores it (the body of PUT delivery without the method id). */
export const storedDeliveryResponse = z.object({
  address: z.object({ name: z.string(), street: z.string(), city: z.string(), postal_code: z.string() }).optional(),
  parcel_machine_id: z.string().optional(),
  parcel_machine: parcelMachineSnapshotResponse.optional(),
  comment: z.string().optional(),
}).meta({ id: 'StoredDelivery' });
