import type { FieldValues, Resolver } from 'react-hook-form';
import { retryableOnce } from './retryableOnce';

/**
 * A react-hook-form resolver whose schema and validator (zod, about 27 kB gzip) load with the
 * first validation instead of with the page; `preload()` fetches them once the page has hydrated.
 * If they cannot be fetched (a dropped connection), the values go on unchecked: the API applies
 * the same rules (decision 0046) and its refusal is shown at the fields, so nothing typed is lost
 * to a reload.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> & { preload: () => Promise<unknown> } {
  const loaded = retryableOnce(load);
  const resolver: Resolver<Values> = async (values, context, options) => {
    const validate = await loaded().catch(() => null);
    return validate ? validate(values, context, options) : { values, errors: {} };
  };
  return Object.assign(resolver, { preload: () => loaded().catch(() => undefined) });
}
