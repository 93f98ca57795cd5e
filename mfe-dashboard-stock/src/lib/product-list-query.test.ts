import { describe, expect, it } from 'vitest';
import { defaultTypology, firstDisplayPrice, initialListState, productListQuery } from './product-list-query';

describe('productListQuery', () => {
  it('sends no filter for the whole catalogue', () => {
    expect(productListQuery(initialListState, 25)).toEqual({ page: 1, limit: 25, sort: 'name', search: undefined, typology: undefined, filter: undefined });
  });
  it('puts type and status in the JSON filter and trims the search', () => {
    const q = productListQuery({ search: '  gigondas ', productType: 'bottle', status: 'paused', sort: '-createdAt', page: 3, typology: 'caviste' }, 10);
    expect(q).toMatchObject({ page: 3, limit: 10, sort: '-createdAt', search: 'gigondas', typology: 'caviste' });
    expect(JSON.parse(String(q.filter))).toEqual({ productType: { eq: 'bottle' }, status: { eq: 'paused' } });
  });
});

describe('defaultTypology', () => {
  const links = [{ id: 1, typology: 'caviste' }, { id: 2, typology: null }];
  it('is the typology of the link to this shop', () => expect(defaultTypology(links, 1)).toBe('caviste'));
  it('leaves the choice to the server otherwise', () => {
    expect(defaultTypology(links, 2)).toBe('');
    expect(defaultTypology(undefined, 1)).toBe('');
    expect(defaultTypology(links, null)).toBe('');
  });
});

describe('firstDisplayPrice', () => {
  const f = (displayCents: number | null) => ({ id: 1, container: 'bouteille', unity: 'cl', unityValue: '75', eq75: '1', type: 'bottle', priceCents: displayCents, priceTtcCents: displayCents, displayCents, stock: null });
  it('skips hidden formats', () => expect(firstDisplayPrice({ formats: [f(null), f(1250)] })).toBe(1250));
  it('is null without a price', () => expect(firstDisplayPrice({ formats: [] })).toBeNull());
});
