import { describe, expect, it } from 'vitest';
import type { TillItem } from '@vendange/contracts';
import { addItem, byCategory, cartAmounts, emptyCart, itemOfCode, repriced, saleBodyOf, wrappingItem, setLineDiscount, setQuantity, settlementOf } from './till-cart';
import { flushQueue, tillStore } from './offline-queue';

const wine = (formatId: number, unitTtcCents: number, over: Partial<TillItem> = {}): TillItem => ({
  productId: formatId, formatId, vintageId: null, label: `Vin ${formatId}`, category: 'rouge', gtin: null, unitTtcCents, vatRate: '20', ...over,
});

describe('the till cart', () => {
  it('adds, counts and removes lines; totals by the shared money functions', () => {
    let cart = addItem(addItem(addItem(emptyCart, wine(1, 1800)), wine(1, 1800)), wine(2, 950));
    expect(cart.lines.map((l) => [l.item.formatId, l.quantity])).toEqual([[1, 2], [2, 1]]);
    expect(cartAmounts(cart).totalTtcCents).toBe(4550);
    cart = setQuantity(cart, 1, 0);
    expect(cart.lines).toHaveLength(1);
    cart = setLineDiscount(cart, 0, { fixedUnitTtcCents: null, discountPercent: '10', reason: 'Fidélité' });
    expect(cartAmounts(cart).totalTtcCents).toBe(3240);
    // A discounted line is not merged with a new one at the list price.
    expect(addItem(cart, wine(1, 1800)).lines).toHaveLength(2);
  });

  it('prices the lines again at a client\'s list: the list\'s unit price, a price set by the seller kept, an unpriced format left as it was', () => {
    let cart = addItem(addItem(addItem(emptyCart, wine(1, 1800)), wine(2, 950)), wine(3, 2400));
    cart = setLineDiscount(cart, 1, { fixedUnitTtcCents: 800, discountPercent: null, reason: 'Fin de série' });
    const atClient = repriced(cart, [wine(1, 1440), wine(2, 700)]);
    expect(atClient.lines.map((l) => l.item.unitTtcCents)).toEqual([1440, 700, 2400]);
    expect(cartAmounts(atClient).totalTtcCents).toBe(1440 + 800 + 2400);
    // Back to the sales point's list; nothing to change answers the same cart (no re-render).
    const back = repriced(atClient, [wine(1, 1800), wine(2, 950), wine(3, 2400)]);
    expect(cartAmounts(back).totalTtcCents).toBe(1800 + 800 + 2400);
    expect(repriced(back, [wine(1, 1800)])).toBe(back);
  });

  it('sells the sales point\'s gift wrapping as the last line, sent apart from the bottles', () => {
    expect(wrappingItem(null)).toBeNull();
    const wrap = wrappingItem({ name: 'Emballage cadeau', priceTtcCents: 250, vatRate: '20' })!;
    let cart = addItem(addItem(emptyCart, wine(1, 1800)), wrap);
    cart = addItem(addItem(cart, wine(2, 950)), wrap);
    expect(cart.lines.map((l) => [l.item.label, l.quantity])).toEqual([['Vin 1', 1], ['Vin 2', 1], ['Emballage cadeau', 2]]);
    expect(cartAmounts(cart).totalTtcCents).toBe(1800 + 950 + 500);
    const body = saleBodyOf(cart, [{ type: 'cash', amountCents: 3250 }], 0, 'k', new Date('2026-11-27T10:00:00Z'));
    expect(body.lines.map((l) => l.formatId)).toEqual([1, 2]);
    expect(body.wrapping).toEqual({ quantity: 2, unitTtcCents: 250 });
    expect(saleBodyOf(addItem(emptyCart, wine(1, 1800)), [], 0, 'k', new Date()).wrapping).toBeNull();
  });

  it('finds a scanned bottle by any form of its EAN/GTIN, and groups the grid by category with a search', () => {
    const items = [wine(1, 1800, { gtin: '03760000000017' }), wine(2, 950, { category: 'blanc', label: 'Viognier' })];
    expect(itemOfCode(items, '3760000000017')?.formatId).toBe(1);
    expect(itemOfCode(items, '03760000000017')?.formatId).toBe(1);
    expect(itemOfCode(items, '3760000000018')).toBeNull();
    expect(byCategory(items, '').map((g) => g.category)).toEqual(['rouge', 'blanc']);
    expect(byCategory(items, 'viog').map((g) => g.items.map((i) => i.formatId))).toEqual([[2]]);
  });

  it('settles part card part cash with change, and builds the body the server takes', () => {
    const cart = addItem(emptyCart, wine(1, 1800), 3);
    const payments = [{ type: 'card' as const, amountCents: 2000 }, { type: 'cash' as const, amountCents: 4000 }];
    expect(settlementOf(cart, payments, 0)).toMatchObject({ ok: true, changeCents: 600 });
    const body = saleBodyOf(cart, payments, 0, '6f9619ff-8b86-4d11-b42d-00c04fc964ff', new Date('2026-11-27T10:00:00Z'));
    expect(body).toMatchObject({ key: '6f9619ff-8b86-4d11-b42d-00c04fc964ff', soldAt: '2026-11-27T10:00:00.000Z', lines: [{ formatId: 1, quantity: 3, unitTtcCents: 1800 }] });
  });
});

describe('the offline queue', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };
  const sale = (key: string) => ({ body: { key, soldAt: '2026-11-27T10:00:00Z', lines: [], payments: [] } as never, totalTtcCents: 100, refused: null });

  it('sends the waiting sales in order, keeps them when the network fails, sets a refusal aside', async () => {
    const store = tillStore(1, memory());
    for (const k of ['a', 'b', 'c']) store.enqueue(sale(k));
    const sent: string[] = [];
    let online = false;
    const send = async (body: { key: string }) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (body.key === 'b') throw Object.assign(new Error('Produit inexistant'), { status: 400 });
      sent.push(body.key);
    };
    const refusalOf = (e: unknown) => (e instanceof TypeError ? null : (e as Error).message);
    expect(await flushQueue(store, send as never, refusalOf)).toEqual({ sent: 0, offline: true });
    expect(store.queue()).toHaveLength(3);
    online = true;
    expect(await flushQueue(store, send as never, refusalOf)).toEqual({ sent: 2, offline: false });
    expect(sent).toEqual(['a', 'c']);
    expect(store.queue()).toEqual([{ ...sale('b'), refused: 'Produit inexistant' }]);
    // Enqueued twice (a double tap): one sale.
    store.enqueue(sale('d'));
    store.enqueue(sale('d'));
    expect(store.queue().filter((q) => q.body.key === 'd')).toHaveLength(1);
  });
});
