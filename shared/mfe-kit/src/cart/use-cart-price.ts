import useSWR from 'swr';
import type { CartPriceBody, SellerCartPrice } from '@vendange/contracts';
import { api, ApiError } from '@vendange/api-client';
import { isPricedLine, placeCartRefusal, pricedLineOf, shippingChoiceOf, type Cart, type CartRefusal } from '@vendange/store';

/** The part of the cart the server prices: sellers, products, formats, quantities and boxes. */
export function cartPriceBody(cart: Cart): CartPriceBody {
  return {
    orders: cart.orders.map((o) => ({
      seller: { id: o.seller.id },
      products: o.products.filter(isPricedLine).map(pricedLineOf),
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
export function useCartPrice(cart: Cart, enabled: boolean): { sellers: SellerCartPrice[] | undefined; totalTtcCents: number | null; refusal: CartRefusal | null } {
  const body = cartPriceBody(cart);
  const key = enabled && body.orders.length ? ['/v1/orders/get-cart-price', JSON.stringify(body)] as const : null;
  const { data, error } = useSWR(key, ([path]) => api<SellerCartPrice[]>(path, { method: 'POST', body, silent: true }), {
    revalidateOnFocus: false, keepPreviousData: true,
    // A refused cart is refused again until it changes (which asks again under another key).
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status === 400),
  });
  // A cart the server refuses (400) has no price: the one kept on screen was for the cart before, so
  // it goes, and the refusal says why, placed where its cause is.
  const refusal = key && error instanceof ApiError && error.status === 400 ? placeCartRefusal(cart, error.message) : null;
  const sellers = refusal ? undefined : data;
  // totalTTC holds the shipping already (with its VAT).
  const priced = sellers && sellers.every((s) => s.price) ? sellers.reduce((n, s) => n + s.price!.totalTTC, 0) : null;
  return { sellers, totalTtcCents: priced, refusal };
}
