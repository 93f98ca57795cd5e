import { checkCart, shipsToAddress, type Address, type CartCheckSeller, type CartProblem, type CheckoutBody, type PublicShop, type SellerCartPrice } from '@vendange/contracts';
import { pricedLineOf, shippingChoiceOf, type Cart, type CartOrder } from '@vendange/store';

/** The payment method chosen for a seller, if the shop still offers it. */
export const paymentTypeOf = (order: CartOrder): string | null => (typeof order.payment?.type === 'string' ? order.payment.type : null);

/**
 * What the cart checks read of each seller's part: the shop's rules, the server's prices and line
 * facts, the delivery and payment chosen in the cart. A part not priced yet (or refused) is left out:
 * its own reason is shown instead.
 */
export function checkSellersOf(cart: Cart, prices: readonly SellerCartPrice[] | undefined, shops: Readonly<Record<number, PublicShop>>): CartCheckSeller[] {
  return cart.orders.flatMap((order): CartCheckSeller[] => {
    const shop = shops[order.seller.id];
    const price = prices?.find((p) => p.sellerId === order.seller.id);
    if (!shop || !price?.price || order.products.length === 0) return [];
    const choice = shippingChoiceOf(order.shipping);
    return [{
      sellerId: shop.id, sellerName: shop.name, rules: shop.sales, totalHtCents: price.price.goodsHT,
      products: price.lines.map((l, i) => ({
        label: typeof order.products[i]?.title === 'string' ? order.products[i]!.title! : '', quantity: l.quantity,
        minQuantity: l.minQuantity, maxQuantity: l.maxQuantity, stock: null, counted: l.counted,
      })),
      reservations: [],
      shipping: { type: choice.type, ref: choice.ref, collectionPointId: choice.collectionPointId },
      paymentType: paymentTypeOf(order),
    }];
  });
}

/** Whether any part goes to the buyer's address (a delivery mode rather than a collection point). */
export const needsDeliveryAddress = (cart: Cart): boolean =>
  cart.orders.some((o) => shipsToAddress({ products: o.products, shipping: { collectionPointId: o.shipping.collectionPoint ? String(o.shipping.collectionPoint.id) : null } }));

/** Whether any part is paid by card (the card form shows). */
export const needsCard = (cart: Cart): boolean => cart.orders.some((o) => o.products.length > 0 && paymentTypeOf(o) === 'stripe');

/** The problems to show before sending: the same function the server runs at checkout. */
export function checkoutProblems(
  cart: Cart, prices: readonly SellerCartPrice[] | undefined, shops: Readonly<Record<number, PublicShop>>,
  buyer: { phone: string; hasDeliveryAddress: boolean; profileComplete: boolean },
): CartProblem[] {
  return checkCart({ sellers: checkSellersOf(cart, prices, shops), stage: 'checkout', buyer: { ...buyer, phone: buyer.phone || null } });
}

/** POST /v1/orders/checkout's body from the cart and the checkout form (no price: the server prices). */
export function checkoutBodyOf(input: {
  cart: Cart; checkoutId: string; deliveryAddress: Address | null; billingAddress: Address | null; phone: string;
  paymentMethodId: string | null; comment?: string;
}): CheckoutBody {
  return {
    checkoutId: input.checkoutId,
    orders: input.cart.orders.filter((o) => o.products.length > 0).map((o) => ({
      seller: { id: o.seller.id },
      products: o.products.map(pricedLineOf),
      shipping: shippingChoiceOf(o.shipping),
      paymentType: paymentTypeOf(o),
      ...(typeof o.promoCode === 'string' && o.promoCode ? { promoCode: o.promoCode } : {}),
    })),
    deliveryAddress: input.deliveryAddress, billingAddress: input.billingAddress, phone: input.phone, cguAccepted: true,
    card: input.paymentMethodId ? { paymentMethodId: input.paymentMethodId } : null,
    ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
  };
}
