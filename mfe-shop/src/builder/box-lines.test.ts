import { describe, expect, it } from 'vitest';
import type { BuilderDetail, BuilderWine } from '@vendange/contracts';
import { addBox, type Cart } from '@vendange/store';
import { composedBoxOf, draftTotalOf } from './box-lines';

const price = (cents: number) => ({ typology: 'public', htCents: cents, ttcCents: Math.round(cents * 1.2), displayCents: Math.round(cents * 1.2) });
const wine = (productId: number, formatId: number, name: string, cents: number | null, extra: Partial<BuilderWine> = {}): BuilderWine => ({
  productId, formatId, name, precision: null, color: 'rouge', vintage: { id: 7, name: '2022' }, imageUrl: `/v1/files/${productId}`, container: 'bouteille', unity: 'cl', unityValue: '75', stock: null,
  price: cents === null ? null : price(cents), priceBefore: cents === null ? null : price(cents + 100), ...extra,
});
const builder: BuilderDetail = {
  id: 30, shopId: 1, name: 'Coffret découverte', precision: null, description: null, imageUrl: '/v1/files/30', size: 6, discountPercent: '10',
  boxFormatId: 300, boxPrice: price(250), fromPrice: price(5000), typology: { key: 'public', name: 'Public', ttc: true },
  wines: [wine(10, 100, 'Les Galets', 900), wine(10, 101, 'Les Galets', 1800, { container: 'magnum', unityValue: '150' }), wine(11, 110, 'Viognier', 1000, { vintage: null })],
};
const draft = { items: [{ productId: 10, formatId: 100, quantity: 4 }, { productId: 11, formatId: 110, quantity: 2 }] };

describe('the composed box as the cart takes it', () => {
  it('holds the box product on its packaging format, and each bottle with its format, vintage and picture', () => {
    const composed = composedBoxOf(builder, draft, (w) => `${w.container} ${w.unityValue}`)!;
    expect(composed.builderId).toBe(30);
    expect(composed.box).toMatchObject({ id: 30, title: 'Coffret découverte', productType: 'box', chosenFormat: { id: 300 }, chosenVintage: null });
    expect(composed.bottles).toEqual([
      { line: { id: 10, title: 'Les Galets · bouteille 75', image: '/v1/files/10', chosenFormat: { id: 100, unityValue: '75', unity: 'cl' }, chosenVintage: { id: 7, name: '2022' } }, quantity: 4 },
      { line: { id: 11, title: 'Viognier', image: '/v1/files/11', chosenFormat: { id: 110, unityValue: '75', unity: 'cl' }, chosenVintage: null }, quantity: 2 },
    ]);
    const cart = addBox({ orders: [], lastUpdated: null } satisfies Cart, { id: 1 }, composed, 'k');
    expect(cart.orders[0]!.products.map((p) => [p.id, p.chosenFormat?.id, p.quantity, p.box?.key])).toEqual([[30, 300, 1, 'k'], [10, 100, 4, 'k'], [11, 110, 2, 'k']]);
  });

  it('is null when the box has no format for the viewer, and skips a wine no longer offered', () => {
    expect(composedBoxOf({ ...builder, boxFormatId: null }, draft, () => '')).toBeNull();
    expect(composedBoxOf(builder, { items: [{ productId: 12, formatId: 120, quantity: 6 }] }, () => '')!.bottles).toEqual([]);
  });
});

describe('the total of the box so far', () => {
  it('adds the box price and each bottle at its price in the box, in the viewer\'s display', () => {
    expect(draftTotalOf(builder, { items: [] })).toBe(300);
    expect(draftTotalOf(builder, draft)).toBe(300 + 4 * 1080 + 2 * 1200);
  });

  it('is unknown when a price is hidden', () => {
    expect(draftTotalOf({ ...builder, boxPrice: null }, draft)).toBeNull();
    expect(draftTotalOf({ ...builder, wines: [wine(10, 100, 'Les Galets', null), builder.wines[2]!] }, draft)).toBeNull();
  });
});
