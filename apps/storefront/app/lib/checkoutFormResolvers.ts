import { zodResolver } from '@hookform/resolvers/zod';
import { addressFormSchema, informationFormSchema } from './checkoutForms';

/** The checkout forms' validators: a chunk of their own, loaded by lazyResolver of @salon/ui. */
export const informationResolver = zodResolver(informationFormSchema);
export const addressResolver = zodResolver(addressFormSchema);
