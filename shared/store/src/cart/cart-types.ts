/** The cart of spec point 3, as the cart rules read and write it (extra fields are kept as they are). */
export interface CartSeller {
  id: number;
  name?: string;
  [key: string]: unknown;
}

/** The composed box a cart line belongs to (box builders): `key` tells two boxes of one builder apart. */
export interface CartBoxRef {
  key: string;
  /** The box product's id: its own line in the box has this product id. */
  builderId: number;
}

/** What a shop page adds to the cart: a product with its chosen format and vintage. */
export interface CartProductInput {
  /** The product's id in the catalogue. */
  id: number;
  /** A line not saved yet. */
  idTmp?: string;
  title?: string;
  productType?: string;
  chosenFormat?: { id: number; eq75?: string; unityValue?: string; unity?: string; packing?: string; [key: string]: unknown } | null;
  chosenVintage?: { id: number; name?: string; [key: string]: unknown } | null;
  /** Set on the lines of a composed box (the box's own line and each bottle in it); null or absent outside a box. */
  box?: CartBoxRef | null;
  [key: string]: unknown;
}

export interface CartProductLine extends CartProductInput {
  quantity: number;
}

export interface ReservationPrice {
  id: number | string;
  /** 'touristTax' for the tax line; anything else is a rate for persons. */
  productType?: string;
  priceTTC?: number;
  quantity: number;
  /** Optional places (a bottle to take away…): they are not persons and pay no tourist tax. */
  notCounting?: boolean;
}

export interface CartReservation {
  eventId: number;
  event?: { title?: string; [key: string]: unknown };
  selectedSlot: { slot: { id: number; name?: string }; start: string; end: string; periodeMode?: string; noHours?: boolean };
  selectedPrices: ReservationPrice[];
  totalQuantity: number;
  optionalQuantities: number;
  taxQuantities: number;
}

export interface CartShipping {
  type: string | null;
  ref: string | null;
  collectionPoint: { id: string; name?: string; priceCents: number } | null;
  priceCents: number | null;
  [key: string]: unknown;
}

export interface CartOrder {
  id?: number;
  seller: CartSeller;
  products: CartProductLine[];
  reservations: CartReservation[];
  shipping: CartShipping;
  /** The payment method chosen for this seller (spec cart order `payment`). */
  payment?: { type: string | null; [key: string]: unknown };
  /** A promo code typed for this seller. */
  promoCode?: string | null;
  [key: string]: unknown;
}

export interface Cart {
  orders: CartOrder[];
  lastUpdated: string | null;
}

/** A delivery mode a shop offers (type and ref), with its price. */
export interface DeliveryOption {
  type: string;
  ref: string;
  priceCents: number;
}
