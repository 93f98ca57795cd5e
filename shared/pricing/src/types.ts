import type { Decimalish } from './decimal';
import type { DegressiveMap } from './degressive';
import type { FormatVolume } from './eq75';
import type { ExciseInput } from './excise';
import type { Cents } from './money';
import type { Promotion } from './promotions';
import type { ProductVatSettings, ShopVatSettings, VatType } from './vat';

/** format.typologies[key] (spec "Pricing typology"): overrides of the format for one price grid. */
export interface PricingTypology extends ProductVatSettings {
  /** false: the format is not sold to this typology. */
  visible?: boolean | null;
  /** Unit price for this typology, cents, in the typology's entry basis; wins over format.price. */
  price?: Cents | null;
  /** When non-empty, wins over the format's map. */
  discountPrice?: DegressiveMap | null;
  discountAdd?: DegressiveMap | null;
}

/** The pricing side of a format (spec point 3). Money in cents, in the typology's entry basis. */
export interface FormatInput extends FormatVolume {
  id?: string | number;
  /** bib, bottle, vrac, packing, custom: informative here (volumes come from eq75 / unity). */
  type?: string | null;
  price?: Cents | null;
  /** Threshold → unit price that replaces the price. */
  discountPrice?: DegressiveMap | null;
  /** Threshold → amount added to the unit price (negative: a discount). */
  discountAdd?: DegressiveMap | null;
  /** Tiers counted on the seller cart's number of lines instead of this line's quantity. */
  discountGlobal?: boolean | null;
  promotions?: readonly Promotion[] | null;
  typologies?: Readonly<Record<string, PricingTypology>> | null;
}

/** Shop typology settings (spec: typologies map) plus the basis prices are entered in. */
export interface TypologySettings {
  /** Key of the typology in format.typologies. */
  key: string;
  /** Display basis: true shows prices incl. VAT (and duties). */
  ttc?: boolean | null;
  /** Basis of the prices entered in the grid; default 'ht'. 'ht' excludes VAT and duties, 'ttc' includes both. */
  priceEntry?: 'ht' | 'ttc' | null;
  /** Percent off every unit price of this typology (after tiers, before promotions). */
  globalDiscount?: Decimalish | null;
  /** Quantity rules counted in 75 cl equivalents; when null the shop setting applies. */
  allRulesInEq75?: boolean | null;
}

export interface ShopPricingSettings extends ShopVatSettings {
  allRulesInEq75?: boolean | null;
}

/** Custom tax of the vintage legal block. */
export interface CustomTaxInput {
  name?: string | null;
  /** EUR per hl of drink (customTaxAmountPerHL). */
  amountPerHL: Decimalish;
  /** customTaxAdded: charged on top of the price (default true); false means already in the price, not charged again. */
  added?: boolean | null;
  /** customTaxVat: part of the VAT base (default true). */
  vat?: boolean | null;
}

export interface LineInput {
  /** Echoed back on the priced line (cart idTmp, order line id). */
  id?: string | number;
  /** Number of sold units of the format; a positive integer. */
  quantity: number;
  format: FormatInput;
  product?: { vatType?: VatType | null; productType?: string | null } | null;
  /** Excise regime; null or absent: no excise (non-alcoholic, or legal.da off). */
  excise?: ExciseInput | null;
  customTax?: CustomTaxInput | null;
  /** Counts for parcels and the franco quantity; default true except prestation and touristTax. */
  ships?: boolean | null;
  /**
   * A unit price the producer set for this sale (cents, entry basis): it replaces the grid's price, its
   * tiers, the typology discount and promotions. Duties and VAT are computed on it as on any price.
   */
  fixedUnit?: Cents | null;
  /** A producer's discount on this line in percent ('10', '12.5'), after every other step. */
  discountPercent?: Decimalish | null;
}

export interface PricingContext {
  typology: TypologySettings;
  shop?: ShopPricingSettings | null;
  /** Date of the sale, for the excise rates (YYYY-MM-DD French date, or a Date read in Europe/Paris). */
  date: string | Date;
  /** Duty-suspended sale (buyer with an excise number, export): no excise, CSS or custom tax. */
  dutySuspended?: boolean | null;
}

/** Facts about the whole seller cart that order-level rules need. */
export interface OrderFacts {
  /** Number of lines in the seller cart (global tiers). */
  lineCount: number;
  /** Σ counted quantity (eq75 when allRulesInEq75). */
  countedQuantity: Decimalish;
  /** Σ list unit price × quantity, cents (entry basis). */
  listAmount: Cents;
}
