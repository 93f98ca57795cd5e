/**
 * The cart checks of spec point 5, one pure function for the cart page (comfort: the buyer sees every
 * problem before paying) and for the orders service (truth: the order is refused with the same words).
 */
import { eurosText } from '../money-text';

export type CartProblemCode =
  | 'PRODUCT_MIN' | 'PRODUCT_MAX' | 'STOCK' | 'SLOT_FULL'
  | 'SHOP_MIN_AMOUNT' | 'SHOP_MIN_PRODUCTS' | 'SHOP_MAX_PRODUCTS' | 'SHOP_MULTIPLE'
  | 'DELIVERY_MISSING' | 'PAYMENT_MISSING' | 'ADDRESS_MISSING' | 'PHONE_MISSING' | 'PROFILE_INCOMPLETE'
  | 'PROMO_INVALID' | 'PROMO_MIN';

export interface CartProblem {
  code: CartProblemCode;
  message: string;
  /** The seller whose part of the cart is concerned; null for the buyer's own details. */
  sellerId: number | null;
  /** Index of the product (or reservation) line in that seller's part; null for the whole part. */
  line: number | null;
}

export interface CartCheckProduct {
  label: string;
  quantity: number;
  minQuantity: number | null;
  maxQuantity: number | null;
  /** Units that can still be sold; null when the producer does not track it. */
  stock: number | null;
  /**
   * The format the units come from: lines of the same format (a bottle in a composed box and the same
   * bottle outside it) share its stock, so their quantities are summed against it. Absent: the line alone.
   */
  formatId?: number | null;
  /** Bottles (or 75 cl equivalents) this line counts for the shop's quantity rules; 0 for services. */
  counted: number;
}

export interface CartCheckReservation {
  title: string;
  /** Places taken by this reservation (persons and optional places). */
  quantity: number;
  /** Places still free on the slot; null when unlimited. */
  placesLeft: number | null;
}

export interface CartCheckSeller {
  sellerId: number;
  sellerName: string;
  rules: {
    minAmountHtCents: number | null;
    minProducts: number | null;
    maxProducts: number | null;
    multipleOf: number | null;
    deliveries: readonly { type: string; ref: string }[];
    collectionPoints: readonly { id: string }[];
    paymentsList: readonly string[];
  };
  /** Goods total excl. VAT as priced by the server; null while not priced (the amount rule waits). */
  totalHtCents: number | null;
  products: readonly CartCheckProduct[];
  reservations: readonly CartCheckReservation[];
  shipping: { type: string | null; ref: string | null; collectionPointId: string | null };
  paymentType: string | null;
  /** The promo code typed for this seller, as the server resolved it. */
  promo?: { code: string; status: 'applied' | 'invalid' | 'belowMinimum'; minAmountHtCents: number | null } | null;
}

export interface CartCheckBuyer {
  phone: string | null;
  hasDeliveryAddress: boolean;
  /** The account has its password (an account created for the buyer by a producer has not). */
  profileComplete: boolean;
}

export interface CartCheckInput {
  sellers: readonly CartCheckSeller[];
  /** 'cart': what the cart page shows at once; 'checkout': also delivery, payment and the buyer's details. */
  stage: 'cart' | 'checkout';
  /** Required at the checkout stage. */
  buyer?: CartCheckBuyer;
}

/** "45,00 €" with the non-breaking spaces French typography uses. */
export const formatEuros = (cents: number): string => eurosText(cents, 'fr');

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const cartMessages = {
  productMin: (label: string, min: number) => `La quantité minimale pour « ${label} » est de ${min}.`,
  productMax: (label: string, max: number) => `La quantité maximale pour « ${label} » est de ${max}.`,
  stock: (label: string, left: number) =>
    (left <= 0 ? `« ${label} » n'est plus en stock : retirez-le du panier.` : `Stock insuffisant pour « ${label} » : il en reste ${left}.`),
  slotFull: (title: string, left: number) =>
    (left <= 0 ? `Nombre maximum de places atteint pour « ${title} » sur ce créneau.`
      : `Nombre maximum de places atteint pour « ${title} » : il reste ${left} ${plural(left, 'place', 'places')} sur ce créneau.`),
  shopMinAmount: (shop: string, cents: number) => `${shop} : le montant minimum de commande est de ${formatEuros(cents)} HT.`,
  shopMinProducts: (shop: string, n: number) => `${shop} : commandez au moins ${n} ${plural(n, 'produit', 'produits')}.`,
  shopMaxProducts: (shop: string, n: number) => `${shop} : ${n} ${plural(n, 'produit', 'produits')} au maximum par commande.`,
  shopMultiple: (shop: string, n: number) => `${shop} : le nombre de produits doit être un multiple de ${n}.`,
  promoInvalid: (shop: string, code: string) => `${shop} : le code promo « ${code} » n'est pas valable.`,
  promoMinimum: (shop: string, code: string, cents: number) => `${shop} : le code promo « ${code} » s'applique dès ${formatEuros(cents)} HT d'achats.`,
  deliveryMissing: (shop: string) => `${shop} : choisissez un mode de livraison.`,
  paymentMissing: (shop: string) => `${shop} : choisissez un moyen de paiement.`,
  addressMissing: 'Veuillez renseigner une adresse de livraison.',
  phoneMissing: 'Veuillez renseigner un numéro de téléphone.',
  profileIncomplete: 'Veuillez compléter votre profil (mot de passe) avant de commander.',
  persists: 'Si le problème persiste, contactez un administrateur.',
  paymentFailed: 'Une erreur est survenue lors de la validation du paiement, veuillez réessayer.',
  /** The bank said no to the card (declined, insufficient funds): nothing was ordered, the cart is still there. */
  cardDeclined: 'Votre carte a été refusée par votre banque : aucune commande n\'a été passée. Essayez une autre carte ou choisissez un autre moyen de paiement.',
  /** Not in the spec: a copy of a checkout still being placed (double click, retry) after 25 s of waiting. */
  checkoutInProgress: 'Votre commande est en cours d\'enregistrement : patientez quelques secondes, puis consultez vos commandes avant de la renvoyer.',
} as const;

/** Sum of counted quantities, rounded to the thousandth (75 cl equivalents are decimal). */
function countedOf(products: readonly CartCheckProduct[]): number {
  return Math.round(products.reduce((sum, p) => sum + p.counted * 1000, 0)) / 1000;
}

function sellerProblems(seller: CartCheckSeller, stage: CartCheckInput['stage']): CartProblem[] {
  const problems: CartProblem[] = [];
  const add = (code: CartProblemCode, message: string, line: number | null = null) => problems.push({ code, message, sellerId: seller.sellerId, line });
  const shop = seller.sellerName;

  // Units taken so far per format: the line that goes past the stock is named, once per format.
  const taken = new Map<number | string, number>();
  seller.products.forEach((p, line) => {
    if (p.minQuantity !== null && p.quantity < p.minQuantity) add('PRODUCT_MIN', cartMessages.productMin(p.label, p.minQuantity), line);
    if (p.maxQuantity !== null && p.quantity > p.maxQuantity) add('PRODUCT_MAX', cartMessages.productMax(p.label, p.maxQuantity), line);
    if (p.stock === null) return;
    const key = p.formatId ?? `line ${line}`;
    const before = taken.get(key) ?? 0;
    taken.set(key, before + p.quantity);
    if (before <= p.stock && before + p.quantity > p.stock) add('STOCK', cartMessages.stock(p.label, p.stock), line);
  });
  seller.reservations.forEach((r, line) => {
    if (r.placesLeft !== null && r.quantity > r.placesLeft) add('SLOT_FULL', cartMessages.slotFull(r.title, r.placesLeft), line);
  });

  const { rules } = seller;
  const counted = countedOf(seller.products);
  if (seller.products.length > 0) {
    if (rules.minAmountHtCents !== null && seller.totalHtCents !== null && seller.totalHtCents < rules.minAmountHtCents) {
      add('SHOP_MIN_AMOUNT', cartMessages.shopMinAmount(shop, rules.minAmountHtCents));
    }
    if (rules.minProducts !== null && counted < rules.minProducts) add('SHOP_MIN_PRODUCTS', cartMessages.shopMinProducts(shop, rules.minProducts));
    if (rules.maxProducts !== null && counted > rules.maxProducts) add('SHOP_MAX_PRODUCTS', cartMessages.shopMaxProducts(shop, rules.maxProducts));
    if (rules.multipleOf !== null && rules.multipleOf > 1 && counted % rules.multipleOf !== 0) add('SHOP_MULTIPLE', cartMessages.shopMultiple(shop, rules.multipleOf));
  }

  const promo = seller.promo;
  if (promo?.status === 'invalid') add('PROMO_INVALID', cartMessages.promoInvalid(shop, promo.code));
  if (promo?.status === 'belowMinimum') add('PROMO_MIN', cartMessages.promoMinimum(shop, promo.code, promo.minAmountHtCents ?? 0));

  if (stage === 'checkout') {
    if (seller.products.length > 0 && !hasValidDelivery(seller)) add('DELIVERY_MISSING', cartMessages.deliveryMissing(shop));
    if (!seller.paymentType || !rules.paymentsList.includes(seller.paymentType)) add('PAYMENT_MISSING', cartMessages.paymentMissing(shop));
  }
  return problems;
}

/** A delivery mode the shop still offers, or one of its collection points. */
export function hasValidDelivery(seller: Pick<CartCheckSeller, 'rules' | 'shipping'>): boolean {
  const { shipping, rules } = seller;
  if (shipping.collectionPointId !== null) return rules.collectionPoints.some((p) => p.id === shipping.collectionPointId);
  return rules.deliveries.some((d) => d.type === shipping.type && d.ref === shipping.ref);
}

/** Whether a seller's part is shipped to the buyer's address (a delivery mode, not a collection point). */
export const shipsToAddress = (seller: { products: readonly unknown[]; shipping: { collectionPointId: string | null } }): boolean =>
  seller.products.length > 0 && seller.shipping.collectionPointId === null;

/** Every problem of the cart, in the order the buyer reads them: each seller's part, then their own details. */
export function checkCart(input: CartCheckInput): CartProblem[] {
  const problems = input.sellers.flatMap((s) => sellerProblems(s, input.stage));
  if (input.stage === 'checkout') {
    const buyer = input.buyer;
    const add = (code: CartProblemCode, message: string) => problems.push({ code, message, sellerId: null, line: null });
    if (!buyer || !buyer.profileComplete) add('PROFILE_INCOMPLETE', cartMessages.profileIncomplete);
    if (input.sellers.some(shipsToAddress) && !buyer?.hasDeliveryAddress) add('ADDRESS_MISSING', cartMessages.addressMissing);
    if (!buyer?.phone?.trim()) add('PHONE_MISSING', cartMessages.phoneMissing);
  }
  return problems;
}
