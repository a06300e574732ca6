import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema and validator (zod, about 27 kB gzip) load with the
 * first validation instead of with the form; `preload()` fetches them early (once the page has
 * hydrated, or when a modal opens). If they cannot be fetched (a dropped connection), the values
 * go on unchecked: the API applies the same rules and its refusal is shown at the fields, so
 * nothing typed is lost. A failed fetch is forgotten, so the next validation tries again.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> & { preload: () => Promise<unknown> } {
  let pending: Promise<Resolver<Values> | null> | null = null;
  const loaded = () =>
    (pending ??= load().catch(() => {
      pending = null;
      return null;
    }));
  const resolver: Resolver<Values> = async (values, context, options) => {
    const validate = await loaded();
    return validate ? validate(values, context, options) : { values, errors: {} };
  };
  return Object.assign(resolver, { preload: loaded });
}
