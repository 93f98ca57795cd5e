import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS, type SellerCartPrice } from '@vendange/contracts';
import { placeCartRefusal, type Cart } from '@vendange/store';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/**
 * The cart page places get-cart-price's 400 by the path its message ends with (placeCartRefusal):
 * this pins that answer, for the two refusals a buyer can reach (issue 15, item 9).
 */
describe.each(kinds)('POST /v1/orders/get-cart-price refusals, as the cart page places them (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const shipping = { type: null, ref: null, collectionPoint: null, priceCents: null };
  const productOf = async (shopId: number) => {
    const res = await h.app.inject({ url: `/v1/products?shopIds=[${shopId}]` });
    return res.json<{ items: Array<{ id: number; status: string }> }>().items.find((p) => p.status === 'online')!;
  };
  const price = (orders: object[]) => h.app.inject({ method: 'POST', url: '/v1/orders/get-cart-price', payload: { orders } });

  it('a quantity over what an order line accepts is refused in French, placed on its line with the quantity to cap to', async () => {
    const a = await productOf(1);
    const b = await productOf(2);
    const cart: Cart = { lastUpdated: null, orders: [
      { seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }], reservations: [], shipping },
      { seller: { id: 2 }, products: [{ id: b.id, quantity: 2 }, { id: b.id, quantity: 100_000, chosenFormat: null }], reservations: [], shipping },
    ] };
    const res = await price(cart.orders.map((o) => ({ seller: { id: o.seller.id }, products: o.products.map((p) => ({ id: p.id, quantity: p.quantity })) })));
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(placeCartRefusal(cart, message)).toMatchObject({ sellerId: 2, line: 1, pricedLine: 1, field: 'quantity', cappedQuantity: ORDER_LIMITS.quantity });
    expect(placeCartRefusal(cart, message).message).not.toMatch(/orders\./);
    // Capped, the same line is priced.
    const capped = await price([{ seller: { id: 2 }, products: [{ id: b.id, quantity: ORDER_LIMITS.quantity }] }]);
    expect(capped.statusCode).toBe(200);
    expect(capped.json<SellerCartPrice[]>()[0]!.lines[0]!.quantity).toBe(ORDER_LIMITS.quantity);
  });

  it('a promo code of 16 characters is refused with the rule\'s own message, placed on the code', async () => {
    const a = await productOf(1);
    const cart: Cart = { lastUpdated: null, orders: [{ seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }], reservations: [], shipping, promoCode: 'X'.repeat(16) }] };
    const res = await price([{ seller: { id: 1 }, products: [{ id: a.id, quantity: 1 }], promoCode: 'X'.repeat(16) }]);
    expect(res.statusCode).toBe(400);
    expect(placeCartRefusal(cart, res.json<{ message: string }>().message)).toEqual({
      sellerId: 1, line: null, pricedLine: null, field: 'promoCode', message: 'Le code promo doit faire au maximum 15 caractères', cappedQuantity: null,
    });
  });
});
