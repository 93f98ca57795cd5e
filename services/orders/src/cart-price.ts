import { checkCart, type CartPriceBody, type SellerCartPrice } from '@vendange/contracts';
import { priceSellerParts, type SellerReads } from './seller-part';

/** Methods paid after the order is placed; a card is kept at checkout and debited when the producer validates. */
export const paysLater = (paymentType: string | null | undefined): boolean => Boolean(paymentType) && paymentType !== 'stripe';

const unpriced = { price: null, promo: null, lines: [], problems: [], nbrPackages: 0, franco: false, francoPercent: 0, amountBeforeFranco: null, amountBeforeBottleFranco: null };

/**
 * POST /v1/orders/get-cart-price: each seller's part of a cart priced by the server, for the buyer
 * (their typology) or a visitor (the public one), with the same engine input as placing the order,
 * its delivery and franco, and the cart-stage checks. A seller whose part cannot be priced gets its
 * reason instead of a price; the others are priced.
 */
export async function priceCart(reads: SellerReads, userId: number | undefined, body: CartPriceBody, date: Date): Promise<SellerCartPrice[]> {
  const orders = body.orders.filter((o) => o.products.length > 0);
  const parts = await priceSellerParts(reads, userId, orders.map((o) => ({ sellerId: o.seller.id, products: o.products, shipping: o.shipping, promoCode: o.promoCode })), date);
  return orders.map((order, i): SellerCartPrice => {
    const sellerId = order.seller.id;
    const part = parts[i]!;
    if (!part.found) return { sellerId, ...unpriced, error: { code: 'UNKNOWN_SHOP', message: "Cette boutique n'existe pas.", line: 0 } };
    if (!part.result.ok) return { sellerId, ...unpriced, error: part.result.refusal };
    const sum = part.result.order;
    return {
      sellerId, error: null,
      price: {
        totalHT: sum.totalHtCents, tva: sum.vatCents, totalTTC: sum.totalTtcCents, shipping: sum.shippingCents, goodsHT: sum.goodsHtCents,
        promoAmount: sum.promoAmountCents, discount: sum.discountCents,
        margin: 0, totalWithMargin: sum.totalHtCents, commission: 0, totalWithFees: sum.totalTtcCents, payLater: paysLater(order.paymentType),
      },
      promo: sum.promo ? { code: sum.promo.code, status: sum.promo.status, discountCents: sum.discountCents } : null,
      nbrPackages: sum.nbrPackages, franco: sum.franco, francoPercent: sum.francoPercent,
      amountBeforeFranco: sum.amountBeforeFranco, amountBeforeBottleFranco: sum.amountBeforeBottleFranco,
      lines: sum.lines.map((l, i) => ({
        productId: l.productId, formatId: l.formatId, quantity: l.quantity, unitTtcCents: l.unitTtcCents, lineTtcCents: l.lineTtcCents,
        minQuantity: sum.facts[i]!.minQuantity, maxQuantity: sum.facts[i]!.maxQuantity, counted: sum.facts[i]!.counted,
      })),
      problems: checkCart({ sellers: [part.check!], stage: 'cart' }),
    };
  });
}
