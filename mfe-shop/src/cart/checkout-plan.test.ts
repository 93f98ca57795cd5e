import { describe, expect, it } from 'vitest';
import { defaultHeaderStyle, defaultShopSalesRules, type PublicShop, type SellerCartPrice } from '@vendange/contracts';
import type { Cart } from '@vendange/store';
import { checkoutBodyOf, checkoutProblems, needsCard, needsDeliveryAddress } from './checkout-plan';

const rules = { ...defaultShopSalesRules, deliveries: [{ type: 'colissimo' as const, ref: 'domicile', name: 'Colissimo', priceCents: 1200, perParcel: 12, extraParcelCents: 700, delay: null }], collectionPoints: [{ id: 'cave', name: 'Caveau', address: 'x', priceCents: 0, hours: null }], paymentsList: ['stripe' as const, 'transfer' as const], minProducts: 3 };
const { banks: _banks, ...sales } = rules;
const shop = { id: 1, code: 'C', name: 'Domaine', urlShop: 'domaine', color: '#000000', logo: null, banner: null, editedShop: { color: '#000000', banner: null, logo: null }, tabs: [], integration: {}, headerStyle: defaultHeaderStyle, sales } as PublicShop;
const price: SellerCartPrice = {
  sellerId: 1, price: { totalHT: 2500, tva: 500, totalTTC: 3000, shipping: 0, goodsHT: 2500, promoAmount: 0, discount: 0, margin: 0, totalWithMargin: 2500, commission: 0, totalWithFees: 3000, payLater: true }, promo: null, nbrPackages: 1, franco: false, francoPercent: 0,
  amountBeforeFranco: null, amountBeforeBottleFranco: null, problems: [], error: null,
  lines: [{ productId: 10, formatId: 100, quantity: 2, unitTtcCents: 1500, lineTtcCents: 3000, minQuantity: null, maxQuantity: null, counted: 2 }],
};
const cart = (shipping: Cart['orders'][number]['shipping'], payment: string | null): Cart => ({
  lastUpdated: null,
  orders: [{ seller: { id: 1, name: 'Domaine' }, products: [{ id: 10, quantity: 2, title: 'Rouge', chosenFormat: { id: 100 } }], reservations: [], shipping, payment: { type: payment } }],
});
const home = { type: 'colissimo', ref: 'domicile', collectionPoint: null, priceCents: 1200 };
const cave = { type: null, ref: null, collectionPoint: { id: 'cave', name: 'Caveau', priceCents: 0 }, priceCents: 0 };
const none = { type: null, ref: null, collectionPoint: null, priceCents: null };

describe('checkout plan', () => {
  it('runs the spec point 5 checks on the cart, the server prices and the shop rules', () => {
    const problems = checkoutProblems(cart(none, null), [price], { 1: shop }, { phone: '', hasDeliveryAddress: false, profileComplete: true });
    expect(problems.map((p) => p.code)).toEqual(['SHOP_MIN_PRODUCTS', 'DELIVERY_MISSING', 'PAYMENT_MISSING', 'ADDRESS_MISSING', 'PHONE_MISSING']);
    expect(checkoutProblems(cart(home, 'transfer'), [{ ...price, lines: [{ ...price.lines[0]!, counted: 3 }] }], { 1: shop }, { phone: '0612345678', hasDeliveryAddress: true, profileComplete: true })).toEqual([]);
  });

  it('asks for an address only when a part is delivered, and for a card only when a part is paid by card', () => {
    expect(needsDeliveryAddress(cart(home, null))).toBe(true);
    expect(needsDeliveryAddress(cart(cave, null))).toBe(false);
    expect(needsCard(cart(cave, 'stripe'))).toBe(true);
    expect(needsCard(cart(cave, 'transfer'))).toBe(false);
  });

  it('sends products, delivery and payment per seller, never a price', () => {
    const body = checkoutBodyOf({ cart: cart(cave, 'stripe'), checkoutId: '4b8e2a8c-0d35-4c59-9f43-3f3b5f0e3a11', deliveryAddress: null, billingAddress: null, phone: '0612345678', paymentMethodId: 'pm_1' });
    expect(body.orders).toEqual([{ seller: { id: 1 }, products: [{ id: 10, quantity: 2, chosenFormat: { id: 100 } }], shipping: { type: null, ref: null, collectionPointId: 'cave' }, paymentType: 'stripe' }]);
    expect(body.card).toEqual({ paymentMethodId: 'pm_1' });
    expect(JSON.stringify(body)).not.toContain('Cents');
  });

  it('sends the composed box of each of its lines, and none for a loose line', () => {
    const box = { key: 'k1', builderId: 30 };
    const boxed: Cart = { lastUpdated: null, orders: [{ ...cart(cave, 'transfer').orders[0]!, products: [
      { id: 30, quantity: 1, title: 'Coffret', chosenFormat: { id: 300 }, box }, { id: 10, quantity: 6, title: 'Rouge', chosenFormat: { id: 100 }, box },
      { id: 10, quantity: 2, title: 'Rouge', chosenFormat: { id: 100 }, box: null },
    ] }] };
    const body = checkoutBodyOf({ cart: boxed, checkoutId: '4b8e2a8c-0d35-4c59-9f43-3f3b5f0e3a11', deliveryAddress: null, billingAddress: null, phone: '0612345678', paymentMethodId: null });
    expect(body.orders[0]!.products).toEqual([
      { id: 30, quantity: 1, chosenFormat: { id: 300 }, box }, { id: 10, quantity: 6, chosenFormat: { id: 100 }, box }, { id: 10, quantity: 2, chosenFormat: { id: 100 } },
    ]);
  });
});
