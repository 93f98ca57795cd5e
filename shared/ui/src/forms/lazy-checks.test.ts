import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-checks';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('hands the values to the resolver once loaded', async () => {
    const real: Resolver<Values> = vi.fn(async (values) => ({ values, errors: {} }));
    const resolver = lazyResolver(async () => real, 'indisponible');
    await expect(resolver({ email: 'a@b.fr' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.fr' }, errors: {} });
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('refuses the form with a root error while the checks cannot be fetched, and tries again on the next validation', async () => {
    const real: Resolver<Values> = async () => ({ values: {}, errors: { email: { type: 'format', message: 'Le mail est incorrect' } } });
    const load = vi.fn<() => Promise<Resolver<Values> | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(real);
    const resolver = lazyResolver(load, 'Les contrôles du formulaire n’ont pas pu être chargés');
    const first = await resolver({ email: 'x' }, undefined, options);
    expect(first.values).toEqual({});
    expect(first.errors).toEqual({ root: { type: 'unavailable', message: 'Les contrôles du formulaire n’ont pas pu être chargés' } });
    const second = await resolver({ email: 'x' }, undefined, options);
    expect(second.errors).toEqual({ email: { type: 'format', message: 'Le mail est incorrect' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
