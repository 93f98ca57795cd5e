import type { PlaceOrderBody, ProductPrices, ShopSalesSettings } from '@vendange/contracts';
import { checkBoxes } from './box-lines';
import { calendarDate, inBox, priceSellerCart, type LineInput, type OrderDiscount, type SellerCartInput, type ShippingInput } from '@vendange/pricing';

export interface PricedOrderLine {
  productId: number;
  formatId: number;
  /** The vintage bought (its id at the time, and its name as shown); null for a non-vintage wine or a product without vintages. */
  vintageId: number | null;
  vintage: string | null;
  /** Product, vintage, volume and packing as bought (catalog's orderLineLabel). */
  label: string;
  quantity: number;
  unitHtCents: number;
  unitTtcCents: number;
  vatRate: string;
  lineHtCents: number;
  vatCents: number;
  lineTtcCents: number;
  /** Excise and social-security levy inside the line's amount excl. VAT. */
  exciseCents: number;
  cssCents: number;
  /** The composed box the line belongs to; null outside a box. */
  boxKey: string | null;
  /** The catalog's product type (bottle, accessory…): the sales account the line goes to (accounting codes). */
  productType: string | null;
}

/** What the cart checks need of a line beyond its price. */
export interface LineFacts {
  minQuantity: number | null;
  maxQuantity: number | null;
  /** Bottles (75 cl equivalents when the shop counts so) the line counts for the shop's rules; 0 for services. */
  counted: number;
}

/** The delivery a seller's part of the cart goes by, resolved against the shop's current offer. */
export interface ResolvedShipping {
  type: string | null;
  ref: string | null;
  name: string;
  collectionPoint: { id: string; name: string; address: string } | null;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  facts: LineFacts[];
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
  /** Goods excl. VAT before shipping (the shop minimum amount compares with it). */
  goodsHtCents: number;
  promoAmountCents: number;
  shippingCents: number;
  /** Null while no delivery is chosen (or the one chosen is no longer offered). */
  shipping: ResolvedShipping | null;
  nbrPackages: number;
  franco: boolean;
  francoPercent: number;
  amountBeforeFranco: number | null;
  amountBeforeBottleFranco: string | null;
  /** The promo code's discount excl. VAT (already out of the totals). */
  discountCents: number;
  /** The promo code typed, and what became of it; null without one. */
  promo: PromoOutcome | null;
}

export interface PromoOutcome {
  code: string;
  status: 'applied' | 'invalid' | 'belowMinimum';
  minAmountHtCents: number | null;
}

/**
 * A promo code against the shop's codes: it must exist (any case), be active and not past its last
 * day (French date); below its minimum of goods excl. VAT it is known but not applied.
 */
export function promoOf(rules: ShopSalesSettings['rules'], typed: string | null | undefined, goodsHtCents: number, date: Date): { outcome: PromoOutcome | null; discount: OrderDiscount | null } {
  const code = typed?.trim().toUpperCase();
  if (!code) return { outcome: null, discount: null };
  const found = rules.promoCodes.find((p) => p.code === code);
  if (!found || !found.active || (found.validUntil !== null && found.validUntil < calendarDate(date))) {
    return { outcome: { code, status: 'invalid', minAmountHtCents: null }, discount: null };
  }
  if (found.minAmountHtCents !== null && goodsHtCents < found.minAmountHtCents) {
    return { outcome: { code, status: 'belowMinimum', minAmountHtCents: found.minAmountHtCents }, discount: null };
  }
  return {
    outcome: { code, status: 'applied', minAmountHtCents: found.minAmountHtCents },
    discount: found.percent !== null ? { percent: String(found.percent) } : { amount: found.amountCents },
  };
}

/** Why a line cannot be ordered: a stable code and the French message the buyer sees. */
export interface OrderRefusal {
  code: 'UNKNOWN_PRODUCT' | 'UNKNOWN_FORMAT' | 'PRODUCT_UNAVAILABLE' | 'NO_PRICE' | 'BOX_INVALID';
  message: string;
  line: number;
}

export type PriceOrderResult = { ok: true; order: PricedOrder } | { ok: false; refusal: OrderRefusal };

/** What a producer changed on a line of a sale they enter. */
export interface LineAdjustment {
  fixedUnit?: number | null;
  discountPercent?: string | null;
}

export interface ShippingChoice {
  type?: string | null | undefined;
  ref?: string | null | undefined;
  collectionPointId?: string | null | undefined;
}

/**
 * The engine's shipping input for a choice (spec point 4: a delivery type sets the price of the matching
 * delivery; a collection point uses its own price), with the shop's franco. A collection point has no
 * parcel surcharge: nothing is shipped.
 */
export function shippingOf(rules: ShopSalesSettings['rules'], choice: ShippingChoice | null | undefined): { input: ShippingInput; resolved: ResolvedShipping | null } {
  const franco = { amount: rules.franco.amountCents, quantity: rules.franco.quantity === null ? null : String(rules.franco.quantity), mode: rules.franco.mode };
  const point = choice?.collectionPointId ? rules.collectionPoints.find((p) => p.id === choice.collectionPointId) : undefined;
  if (point) {
    return {
      input: { price: point.priceCents, extraParcel: 0, franco },
      resolved: { type: null, ref: null, name: point.name, collectionPoint: { id: point.id, name: point.name, address: point.address } },
    };
  }
  const mode = choice?.type && choice.ref ? rules.deliveries.find((d) => d.type === choice.type && d.ref === choice.ref) : undefined;
  if (mode) {
    return {
      input: { price: mode.priceCents, perParcel: mode.perParcel, extraParcel: mode.extraParcelCents, franco },
      resolved: { type: mode.type, ref: mode.ref, name: mode.name, collectionPoint: null },
    };
  }
  return { input: { price: null, franco }, resolved: null };
}

const refused = (code: OrderRefusal['code'], message: string, line: number): PriceOrderResult => ({ ok: false, refusal: { code, message, line } });

/**
 * The engine's format for a catalogue line: its pricing format with the format's id, made once per format object
 * the catalogue answered. In one process those are kept with its rows and shared by every cart (prices-repo.ts):
 * a copy by spread on every line of every cart was most of this function's own time. Never changed (the engine
 * reads its input), so one serves every cart.
 */
const engineFormats = new WeakMap<object, { id: number; format: LineInput['format'] }>();
function engineFormat(format: LineInput['format'], id: number): LineInput['format'] {
  const kept = engineFormats.get(format);
  if (kept !== undefined && kept.id === id) return kept.format;
  const made = { ...format, id };
  engineFormats.set(format, { id, format: made });
  return made;
}

/**
 * Prices a buyer's order from the catalogue's answer (the server is authoritative: the client sends
 * no price). Every line must be a product visible to the buyer, online, in an existing format, with a
 * price in the buyer's grid. Each line's engine input (tiers, promotions, VAT type, excise and custom
 * tax) is the one the catalogue builds for its own price display, so the order costs what the shop
 * showed; the engine then applies quantities, cart-wide tiers, shipping with franco and VAT per rate.
 */
export function priceOrder(input: {
  lines: PlaceOrderBody['lines']; catalog: ProductPrices; shop: ShopSalesSettings; date: Date; shipping?: ShippingChoice | null; promoCode?: string | null;
  /** A sale entered by the producer: per line, the unit price they set and their discount (pricing's fixedUnit, discountPercent). */
  adjustments?: ReadonlyArray<LineAdjustment | undefined>;
}): PriceOrderResult {
  const { catalog, shop } = input;
  const cartLines: LineInput[] = [];
  const described: Array<{ productId: number; formatId: number; vintageId: number | null; vintage: string | null; label: string; minQuantity: number | null; maxQuantity: number | null; boxKey: string | null; productType: string | null }> = [];
  for (let i = 0; i < input.lines.length; i++) {
    const line = input.lines[i]!;
    const found = catalog.lines[i];
    if (!found || !found.found || found.productId !== line.productId) return refused('UNKNOWN_PRODUCT', 'Produit inexistant', i);
    if (found.formatId === null) return refused('UNKNOWN_FORMAT', `Ce format n'existe pas pour « ${found.label} ».`, i);
    if (found.status === 'outofstock') return refused('PRODUCT_UNAVAILABLE', `« ${found.label} » est en rupture de stock : retirez-le de votre commande.`, i);
    if (found.status !== 'online') return refused('PRODUCT_UNAVAILABLE', `« ${found.label} » n'est plus en vente : retirez-le de votre commande.`, i);
    if (found.priceCents === null || !found.pricing || !catalog.typology) return refused('NO_PRICE', `« ${found.label} » n'est pas proposé à votre tarif : retirez-le de votre commande ou contactez le producteur.`, i);
    // Built by catalog's pricingLineOf from the same @vendange/pricing types (an internal, trusted answer).
    const pricing = found.pricing as unknown as Omit<LineInput, 'quantity'>;
    const adjust = input.adjustments?.[i];
    // Every field of the engine's line named (no spread of the whole answer: cart-price-performance.md).
    cartLines.push({
      id: i, quantity: line.quantity, format: engineFormat(pricing.format, found.formatId),
      product: pricing.product, excise: pricing.excise, customTax: pricing.customTax, ships: pricing.ships,
      fixedUnit: adjust ? adjust.fixedUnit ?? null : pricing.fixedUnit, discountPercent: adjust ? adjust.discountPercent ?? null : pricing.discountPercent,
    });
    // In a box the box's rule governs quantities, not each wine's own limits.
    const boxKey = line.box?.key ?? null;
    described.push({
      productId: found.productId, formatId: found.formatId, vintageId: found.vintageId, vintage: found.vintage, label: found.label, boxKey,
      productType: pricing.product?.productType ?? null,
      minQuantity: boxKey ? null : found.minQuantity, maxQuantity: boxKey ? null : found.maxQuantity,
    });
  }
  const boxes = checkBoxes(input.lines, catalog);
  if (!boxes.ok) return { ok: false, refusal: { code: 'BOX_INVALID', message: boxes.message, line: boxes.line } };
  for (const [i, percent] of boxes.discounts) cartLines[i] = inBox(cartLines[i]!, percent);
  for (const i of boxes.boxLines) cartLines[i] = { ...cartLines[i]!, ships: false };
  const shipping = shippingOf(shop.rules, input.shipping);
  const base: SellerCartInput = {
    sellerId: shop.id, lines: cartLines, shipping: shipping.input,
    context: { typology: { ...catalog.typology!, priceEntry: 'ht' }, shop: { hasTVA: shop.hasTVA, allRulesInEq75: shop.allRulesInEq75 }, date: input.date },
  };
  // The code's minimum compares with the goods before its own discount.
  const undiscounted = priceSellerCart(base);
  const promo = promoOf(shop.rules, input.promoCode, undiscounted.price.totalHT - undiscounted.price.shipping, input.date);
  const cart = promo.discount ? priceSellerCart({ ...base, discount: promo.discount }) : undiscounted;
  // Each field named, no rest or spread: a cart's lines are built on every cart price (api-performance.md).
  const lines = cart.lines.map((l, i): PricedOrderLine => {
    const d = described[i]!;
    return {
      productId: d.productId, formatId: d.formatId, vintageId: d.vintageId, vintage: d.vintage, label: d.label, boxKey: d.boxKey, productType: d.productType,
      quantity: l.quantity, unitHtCents: l.unitHT, unitTtcCents: l.unitTTC, vatRate: l.vatRate, lineHtCents: l.lineHT, vatCents: l.vat, lineTtcCents: l.lineTTC, exciseCents: l.duties.excise, cssCents: l.duties.css,
    };
  });
  const facts = cart.lines.map((l, i): LineFacts => ({
    minQuantity: described[i]!.minQuantity, maxQuantity: described[i]!.maxQuantity, counted: l.ships ? Number(l.countedQuantity) : 0,
  }));
  return {
    ok: true,
    order: {
      lines, facts, totalHtCents: cart.price.totalHT, vatCents: cart.price.tva, totalTtcCents: cart.price.totalTTC,
      goodsHtCents: cart.price.totalHT - cart.price.shipping + cart.price.discount, promoAmountCents: cart.price.promoAmount, shippingCents: cart.price.shipping,
      discountCents: cart.price.discount, promo: promo.outcome,
      shipping: shipping.resolved, nbrPackages: cart.nbrPackages, franco: cart.franco, francoPercent: cart.francoPercent,
      amountBeforeFranco: cart.amountBeforeFranco, amountBeforeBottleFranco: cart.amountBeforeBottleFranco,
    },
  };
}
