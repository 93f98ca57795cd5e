import { describe, expect, it } from 'vitest';
import { cartView, displayedVintage } from './cart-view';

describe('displayedVintage', () => {
  it.each([['2021', '2021'], [2019, '2019'], [{ year: 2018 }, '2018'], ['NV', null], ['Non millésimé', null], ['nouveau millésime', null], ['New vintage', null], [null, null], ['', null]])(
    '%j → %j', (input, expected) => expect(displayedVintage(input)).toBe(expected),
  );
});

describe('cartView', () => {
  it('is empty for no cart', () => {
    expect(cartView(null)).toEqual({ orders: [], count: 0, totalTtcCents: 0, touristTaxCents: 0 });
  });

  it('lists products and reservations per seller, counts items and sums totals when priced', () => {
    const view = cartView({
      lastUpdated: null,
      orders: [
        { id: 12, seller: { id: 1, name: 'Domaine des Coteaux' }, totalTtcCents: 4590,
          products: [{ id: 5, quantity: 3, title: 'Coteaux Rouge', chosenVintage: { year: 2021 }, chosenFormat: { packing: 'Carton de 6' } }],
          reservations: [{ quantity: 2, event: { title: 'Visite du chai' }, slot: { name: 'Matin', start: '2026-12-05T09:00:00Z', end: '2026-12-05T11:00:00Z' }, touristTaxCents: 120, optionalPlaces: 1 }] },
        { seller: { id: 2 }, totalTtcCents: 1000, products: [{ idTmp: 'a', quantity: 1, product: { name: 'Crémant' }, chosenVintage: 'NV' }], reservations: [] },
      ],
    });
    expect(view.count).toBe(6);
    expect(view.totalTtcCents).toBe(5590);
    expect(view.touristTaxCents).toBe(120);
    expect(view.orders[0]).toMatchObject({ sellerName: 'Domaine des Coteaux', orderId: 12 });
    expect(view.orders[0]!.lines[0]).toMatchObject({ kind: 'product', quantity: 3, title: 'Coteaux Rouge', vintage: '2021', packing: 'Carton de 6' });
    expect(view.orders[0]!.lines[1]).toMatchObject({ kind: 'reservation', eventTitle: 'Visite du chai', slotName: 'Matin', optionalPlaces: 1 });
    expect(view.orders[1]!.lines[0]).toMatchObject({ title: 'Crémant', vintage: null });
  });

  it('keeps a composed box on its lines, counts its bottles (not the case) and keys every line apart', () => {
    const box = { key: 'k1', builderId: 30 };
    const view = cartView({ lastUpdated: null, orders: [{ seller: { id: 1 }, reservations: [], products: [
      { id: 10, quantity: 1, title: 'Rouge', chosenFormat: { id: 100 } },
      { id: 30, quantity: 1, title: 'Coffret découverte', chosenFormat: { id: 300 }, box },
      { id: 10, quantity: 6, title: 'Rouge', chosenFormat: { id: 100 }, box },
      { id: 11, quantity: 1, title: 'Blanc', box: { key: 'k2' } },
    ] }] });
    expect(view.count).toBe(8);
    const lines = view.orders[0]!.lines.filter((l) => l.kind === 'product');
    expect(lines.map((l) => l.box)).toEqual([null, box, box, null]);
    expect(lines[2]!.ref).toEqual({ id: 10, chosenFormat: { id: 100 }, chosenVintage: null, box });
    expect(new Set(lines.map((l) => l.key)).size).toBe(4);
  });

  it('has no total while an order is not priced yet, and skips empty orders and bad lines', () => {
    const view = cartView({ lastUpdated: null, orders: [
      { seller: { id: 1 }, products: [{ quantity: 2, title: 'A' }, { quantity: 0, title: 'gone' }, { quantity: 1.5, title: 'bad' }], reservations: [] },
      { seller: { id: 3 }, products: [], reservations: [] },
      { products: [{ quantity: 1 }] },
    ] });
    expect(view.orders).toHaveLength(1);
    expect(view.orders[0]!.lines).toHaveLength(1);
    expect(view.count).toBe(2);
    expect(view.totalTtcCents).toBeNull();
  });
});
