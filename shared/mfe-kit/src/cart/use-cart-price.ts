import useSWR from 'swr';
import type { CartPriceBody, SellerCartPrice } from '@vendange/contracts';
import { api } from '@vendange/api-client';
import { pricedLineOf, shippingChoiceOf, type Cart } from '@vendange/store';

/** The part of the cart the server prices: sellers, products, formats, quantities and boxes. */
export function cartPriceBody(cart: Cart): CartPriceBody {
  return {
    orders: cart.orders.map((o) => ({
      seller: { id: o.seller.id },
      products: o.products.filter((p) => Number.isInteger(p.id) && p.quantity > 0).map(pricedLineOf),
      ...(o.shipping?.type || o.shipping?.collectionPoint ? { shipping: shippingChoiceOf(o.shipping) } : {}),
      ...(typeof o.promoCode === 'string' && o.promoCode ? { promoCode: o.promoCode } : {}),
      ...(o.payment?.type ? { paymentType: o.payment.type } : {}),
    })).filter((o) => o.products.length > 0),
  };
}

/**
 * POST /v1/orders/get-cart-price for the cart as it is now (the server prices; the browser never
 * adds prices up itself). Asked again when the cart's content changes.
 */
export function useCartPrice(cart: Cart, enabled: boolean): { sellers: SellerCartPrice[] | undefined; totalTtcCents: number | null } {
  const body = cartPriceBody(cart);
  const key = enabled && body.orders.length ? ['/v1/orders/get-cart-price', JSON.stringify(body)] as const : null;
  const { data } = useSWR(key, ([path]) => api<SellerCartPrice[]>(path, { method: 'POST', body, silent: true }), { revalidateOnFocus: false, keepPreviousData: true });
  // totalTTC holds the shipping already (with its VAT).
  const priced = data && data.every((s) => s.price) ? data.reduce((n, s) => n + s.price!.totalTTC, 0) : null;
  return { sellers: data, totalTtcCents: priced };
}
