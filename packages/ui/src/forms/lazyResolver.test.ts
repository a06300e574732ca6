import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];

describe('lazyResolver', () => {
  it('validates with the loaded resolver, loading it once', async () => {
    const validate = vi.fn<Resolver<Form>>(async (values) =>
      values.email ? { values, errors: {} } : { values: {}, errors: { email: { type: 'required', message: 'required' } } as Awaited<ReturnType<Resolver<Form>>>['errors'] },
    );
    const load = vi.fn(async () => validate);
    const resolver = lazyResolver<Form>(load);
    await resolver.preload();
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({ errors: { email: { message: 'required' } } });
    await expect(resolver({ email: 'a@b.ee' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.ee' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the values on unchecked when the validator cannot be fetched, and tries again next time', async () => {
    const validate: Resolver<Form> = async () => ({ values: {}, errors: { email: { type: 'required', message: 'required' } } });
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(validate);
    const resolver = lazyResolver<Form>(load);
    await expect(resolver({ email: '' }, undefined, options)).resolves.toEqual({ values: { email: '' }, errors: {} });
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({ errors: { email: { message: 'required' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
