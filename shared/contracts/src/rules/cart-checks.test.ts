import { describe, expect, it } from 'vitest';
import { cartMessages, checkCart, formatEuros, type CartCheckSeller } from './cart-checks';

const seller = (over: Partial<CartCheckSeller> = {}): CartCheckSeller => ({
  sellerId: 1, sellerName: 'Domaine des Coteaux',
  rules: { minAmountHtCents: null, minProducts: null, maxProducts: null, multipleOf: null, deliveries: [{ type: 'colissimo', ref: 'domicile' }], collectionPoints: [{ id: 'cave' }], paymentsList: ['stripe', 'transfer'] },
  totalHtCents: 10_000,
  products: [{ label: 'Coteaux rouge 2022', quantity: 6, minQuantity: null, maxQuantity: null, stock: null, counted: 6 }],
  reservations: [],
  shipping: { type: 'colissimo', ref: 'domicile', collectionPointId: null },
  paymentType: 'stripe',
  ...over,
});
const buyer = { phone: '+33612345678', hasDeliveryAddress: true, profileComplete: true };
const codes = (s: CartCheckSeller[], stage: 'cart' | 'checkout' = 'cart', b = buyer) => checkCart({ sellers: s, stage, buyer: b }).map((p) => p.code);

describe('checkCart', () => {
  it('finds nothing wrong in a sound cart', () => {
    expect(checkCart({ sellers: [seller()], stage: 'checkout', buyer })).toEqual([]);
  });

  it('checks per-product minimum, maximum and stock, naming the line', () => {
    const problems = checkCart({ stage: 'cart', sellers: [seller({ products: [
      { label: 'A', quantity: 1, minQuantity: 3, maxQuantity: null, stock: null, counted: 1 },
      { label: 'B', quantity: 30, minQuantity: null, maxQuantity: 24, stock: 12, counted: 30 },
      { label: 'C', quantity: 2, minQuantity: 2, maxQuantity: 2, stock: 0, counted: 2 },
    ] })] });
    expect(problems.map((p) => [p.code, p.line])).toEqual([['PRODUCT_MIN', 0], ['PRODUCT_MAX', 1], ['STOCK', 1], ['STOCK', 2]]);
    expect(problems[0]!.message).toBe('La quantité minimale pour « A » est de 3.');
    expect(problems[1]!.message).toBe('La quantité maximale pour « B » est de 24.');
    expect(problems[2]!.message).toBe('Stock insuffisant pour « B » : il en reste 12.');
    expect(problems[3]!.message).toBe("« C » n'est plus en stock : retirez-le du panier.");
  });

  it('sums the lines of one format against its stock, naming the line that goes past it once', () => {
    const bottle = (quantity: number, label = 'Viognier 75 cl') => ({ label, quantity, minQuantity: null, maxQuantity: null, stock: 5, formatId: 20, counted: quantity });
    // 3 bottles in a composed box and 2 outside: exactly the 5 left.
    expect(codes([seller({ products: [bottle(3), bottle(2)] })])).toEqual([]);
    // 3 + 2 + 1: the third line is the one that goes past; a fourth of the same format is not named again.
    const problems = checkCart({ stage: 'cart', sellers: [seller({ products: [bottle(3), bottle(2), bottle(1, 'Viognier (coffret)'), bottle(4)] })] });
    expect(problems).toEqual([{ code: 'STOCK', sellerId: 1, line: 2, message: 'Stock insuffisant pour « Viognier (coffret) » : il en reste 5.' }]);
    // Another format keeps its own count; a line without formatId stands alone, as before.
    const other = { label: 'Rosé', quantity: 4, minQuantity: null, maxQuantity: null, stock: 4, formatId: 30, counted: 4 };
    const alone = { label: 'Rosé seul', quantity: 4, minQuantity: null, maxQuantity: null, stock: 4, counted: 4 };
    expect(codes([seller({ products: [bottle(5), other, alone, alone] })])).toEqual([]);
    // Untracked stock (null) is never summed.
    expect(codes([seller({ products: [{ ...bottle(50), stock: null }, { ...bottle(50), stock: null }] })])).toEqual([]);
  });

  it('checks the places left on a slot', () => {
    const problems = checkCart({ stage: 'cart', sellers: [seller({ reservations: [{ title: 'Visite', quantity: 5, placesLeft: 4 }, { title: 'Dégustation', quantity: 2, placesLeft: null }] })] });
    expect(problems).toEqual([{ code: 'SLOT_FULL', sellerId: 1, line: 0, message: 'Nombre maximum de places atteint pour « Visite » : il reste 4 places sur ce créneau.' }]);
  });

  it("checks the shop's minimum amount excl. VAT only once priced", () => {
    const rules = { ...seller().rules, minAmountHtCents: 15_000 };
    expect(codes([seller({ rules })])).toEqual(['SHOP_MIN_AMOUNT']);
    expect(checkCart({ stage: 'cart', sellers: [seller({ rules })] })[0]!.message).toBe(`Domaine des Coteaux : le montant minimum de commande est de ${formatEuros(15_000)} HT.`);
    expect(codes([seller({ rules, totalHtCents: null })])).toEqual([]);
    expect(codes([seller({ rules, totalHtCents: 15_000 })])).toEqual([]);
  });

  it('counts bottles (or 75 cl equivalents) for the min, max and multiple rules', () => {
    const rules = { ...seller().rules, minProducts: 6, maxProducts: 12, multipleOf: 6 };
    const line = (counted: number) => ({ label: 'X', quantity: 1, minQuantity: null, maxQuantity: null, stock: null, counted });
    expect(codes([seller({ rules, products: [line(3), line(2)] })])).toEqual(['SHOP_MIN_PRODUCTS', 'SHOP_MULTIPLE']);
    expect(codes([seller({ rules, products: [line(12), line(6)] })])).toEqual(['SHOP_MAX_PRODUCTS']);
    // 0.1 + 0.2 style sums must not break the multiple rule.
    expect(codes([seller({ rules, products: [line(5.9), line(0.1)] })])).toEqual([]);
    expect(cartMessages.shopMinProducts('D', 1)).toBe('D : commandez au moins 1 produit.');
  });

  it('asks for delivery and payment per shop at checkout only', () => {
    const unset = seller({ shipping: { type: null, ref: null, collectionPointId: null }, paymentType: null });
    expect(codes([unset], 'cart')).toEqual([]);
    expect(codes([unset], 'checkout')).toEqual(['DELIVERY_MISSING', 'PAYMENT_MISSING']);
    expect(codes([seller({ shipping: { type: 'colissimo', ref: 'gone', collectionPointId: null } })], 'checkout')).toEqual(['DELIVERY_MISSING']);
    expect(codes([seller({ paymentType: 'cash' })], 'checkout')).toEqual(['PAYMENT_MISSING']);
  });

  it("asks for the buyer's address only when a part is shipped, and always for phone and profile", () => {
    const collected = seller({ shipping: { type: null, ref: null, collectionPointId: 'cave' } });
    const nobody = { phone: ' ', hasDeliveryAddress: false, profileComplete: false };
    expect(codes([collected], 'checkout', nobody)).toEqual(['PROFILE_INCOMPLETE', 'PHONE_MISSING']);
    expect(codes([seller()], 'checkout', nobody)).toEqual(['PROFILE_INCOMPLETE', 'ADDRESS_MISSING', 'PHONE_MISSING']);
    const problems = checkCart({ stage: 'checkout', sellers: [seller()], buyer: nobody });
    expect(problems.map((p) => p.message)).toEqual([cartMessages.profileIncomplete, 'Veuillez renseigner une adresse de livraison.', 'Veuillez renseigner un numéro de téléphone.']);
  });
});

describe('promo codes', () => {
  it('says when the code is not valid, or not yet reached', () => {
    expect(checkCart({ stage: 'cart', sellers: [seller({ promo: { code: 'X', status: 'invalid', minAmountHtCents: null } })] })[0]!.message)
      .toBe("Domaine des Coteaux : le code promo « X » n'est pas valable.");
    expect(checkCart({ stage: 'cart', sellers: [seller({ promo: { code: 'BIENVENUE10', status: 'belowMinimum', minAmountHtCents: 5000 } })] })[0]!.message)
      .toBe(`Domaine des Coteaux : le code promo « BIENVENUE10 » s'applique dès ${formatEuros(5000)} HT d'achats.`);
    expect(codes([seller({ promo: { code: 'OK', status: 'applied', minAmountHtCents: null } })])).toEqual([]);
  });
});
