import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@vendange/i18n';
import { snackbarsAtom, vendangeStore } from '@vendange/store';
import { lazyResolver } from './lazy-resolver';

// The lingui macro is compiled by the apps' build; here its descriptor carries the French source text.
vi.mock('@lingui/core/macro', () => ({ msg: (parts: TemplateStringsArray) => ({ id: parts.join(''), message: parts.join('') }) }));

// French without a catalog: each message shows its source text.
i18n.loadAndActivate({ locale: 'fr', messages: {} });

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: undefined } as ResolverOptions<Values>;
const refusingEmpty: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.name) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'too_small', message: 'Le nom est obligatoire.' } } };
};

describe('lazyResolver', () => {
  it('fails the validation and says so while the rules cannot be fetched, then validates once they can', async () => {
    let online = false;
    // As lazyPart: a failed fetch is not kept, the next load tries again.
    const load = vi.fn(async () => {
      if (!online) throw new Error('Loading chunk 12 failed.');
      return { refusingEmpty };
    });
    const resolver = lazyResolver({ current: () => null, load }, (rules) => rules.refusingEmpty);

    const offline = await resolver({ name: 'Rouge' }, undefined, options);
    // An error blocks the submit: nothing is sent unchecked.
    expect(offline.values).toEqual({});
    expect(Object.keys(offline.errors)).toEqual(['root']);
    expect(vendangeStore.get(snackbarsAtom).at(-1)).toMatchObject({ kind: 'error', message: expect.stringContaining('vérifiez votre connexion') });

    online = true;
    await expect(resolver({ name: 'Rouge' }, undefined, options)).resolves.toEqual({ values: { name: 'Rouge' }, errors: {} });
    await expect(resolver({ name: '' }, undefined, options)).resolves.toMatchObject({ errors: { name: { message: 'Le nom est obligatoire.' } } });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
