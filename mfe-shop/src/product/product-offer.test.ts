import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@vendange/contracts';
import { cardOfferOf, choosableFormats, clampQuantity, defaultVintageOf, labelText, packingOf, quantityBounds, shownVintages, stockOfferOf } from './product-offer';

type Format = ProductDetail['formats'][number];
const price = { typology: 'particulier', htCents: 1000, ttcCents: 1200, displayCents: 1200 };
const format = (id: number, priced: boolean): Format => ({
  id, gtin: null, container: 'bouteille', unity: 'cl', unityValue: '75', type: 'bottle', packingQuantity: 1, weight: null, eq75: '1', priceCents: null,
  discountPrice: {}, discountAdd: {}, discountGlobal: false, promotions: [], typologies: {}, visuals: [], stock: null, stockFromLedger: false, price: priced ? price : null,
});

describe('product offer', () => {
  it('offers the formats priced for the viewer, or every one when prices are for members', () => {
    const formats = [format(1, true), format(2, false)];
    expect(choosableFormats(formats, false).map((f) => f.id)).toEqual([1]);
    expect(choosableFormats(formats, true).map((f) => f.id)).toEqual([1, 2]);
  });

  it('tells a carton from a single bottle', () => {
    expect(packingOf({ type: 'packing', packingQuantity: 6, container: 'bouteille' })).toEqual({ count: 6, container: 'bouteille' });
    expect(packingOf({ type: 'bottle', packingQuantity: 1, container: 'bouteille' })).toBeNull();
    expect(packingOf({ type: 'packing', packingQuantity: 1, container: 'bouteille' })).toBeNull();
  });

  it('bounds quantities by the product minimum and maximum', () => {
    expect(quantityBounds({ minQuantity: null, maxQuantity: null })).toEqual({ min: 1, max: 10_000 });
    expect(quantityBounds({ minQuantity: 6, maxQuantity: 24 })).toEqual({ min: 6, max: 24 });
    expect(quantityBounds({ minQuantity: 12, maxQuantity: 6 })).toEqual({ min: 12, max: 12 });
    const bounds = { min: 6, max: 24 };
    expect([clampQuantity(2, bounds), clampQuantity(7.8, bounds), clampQuantity(99, bounds), clampQuantity(NaN, bounds)]).toEqual([6, 7, 24, 6]);
  });

  it("bounds the quantity by the format's stock and says when it is low or out", () => {
    const product = { status: 'online', minQuantity: null, maxQuantity: 24 };
    expect(stockOfferOf(product, { stock: null })).toEqual({ bounds: { min: 1, max: 24 }, outOfStock: false, left: null, canAdd: true });
    expect(stockOfferOf(product, { stock: 100 })).toEqual({ bounds: { min: 1, max: 24 }, outOfStock: false, left: null, canAdd: true });
    expect(stockOfferOf(product, { stock: 7 })).toMatchObject({ bounds: { min: 1, max: 7 }, left: null });
    expect(stockOfferOf(product, { stock: 6 })).toEqual({ bounds: { min: 1, max: 6 }, outOfStock: false, left: 6, canAdd: true });
    expect(stockOfferOf(product, { stock: 1 })).toMatchObject({ bounds: { min: 1, max: 1 }, left: 1, canAdd: true });
    expect(stockOfferOf(product, { stock: 0 })).toEqual({ bounds: { min: 1, max: 1 }, outOfStock: true, left: null, canAdd: false });
    // Fewer left than the product's minimum: nothing can be added, the few left are still said.
    expect(stockOfferOf({ ...product, minQuantity: 6 }, { stock: 4 })).toEqual({ bounds: { min: 6, max: 6 }, outOfStock: false, left: 4, canAdd: false });
    // A product marked sold out stays closed whatever its formats say.
    expect(stockOfferOf({ ...product, status: 'outofstock' }, { stock: null }).canAdd).toBe(false);
  });

  it('shows no vintage for NV, non-vintage or new vintage', () => {
    const vintages = [{ id: 1, name: '2022' }, { id: 2, name: 'NV' }, { id: 3, name: 'Nouveau millésime' }] as ProductDetail['vintages'];
    expect(shownVintages(vintages)).toEqual([{ id: 1, name: '2022', label: '2022' }]);
  });

  it('adds the newest real vintage unless one is chosen, else the non-vintage one', () => {
    expect(defaultVintageOf([{ id: 9, name: 'NV' }, { id: 1, name: '2023' }, { id: 2, name: '2022' }])).toEqual({ id: 1, name: '2023' });
    expect(defaultVintageOf([{ id: 9, name: 'NV' }])).toEqual({ id: 9, name: 'NV' });
    expect(defaultVintageOf([])).toBeNull();
  });

  it('writes label codes as on a bottle', () => {
    expect(['aop', 'ab', 'hve', 'demeter', 'label-rouge'].map(labelText)).toEqual(['AOP', 'AB', 'HVE', 'Demeter', 'Label rouge']);
  });
});

describe("a shop card's offer", () => {
  const product = (stock: number | null, status = 'online') => ({
    status, minQuantity: 2, maxQuantity: 12,
    formats: [{ id: 1, displayCents: null, stock: 0 }, { id: 2, displayCents: 1500, stock }],
  });
  it('adds the first priced format, within its stock', () => {
    expect(cardOfferOf(product(null))).toMatchObject({ buyable: { id: 2 }, bounds: { min: 2, max: 12 }, soldOut: false });
    expect(cardOfferOf(product(5))).toMatchObject({ bounds: { min: 2, max: 5 }, soldOut: false });
  });
  it('closes the button when that format has fewer units than the minimum, or the product is out of stock', () => {
    expect(cardOfferOf(product(1)).soldOut).toBe(true);
    expect(cardOfferOf(product(0)).soldOut).toBe(true);
    expect(cardOfferOf(product(null, 'outofstock')).soldOut).toBe(true);
    expect(cardOfferOf({ ...product(null), formats: [] })).toMatchObject({ buyable: undefined, soldOut: false });
  });
});
