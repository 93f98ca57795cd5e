import type { ContentLanguage, ProductBody } from '@vendange/contracts';

// What the editor holds while a person types: the shape of the API body, except that amounts in
// euros, integers and decimals stay the text typed (so nothing typed is lost on an error) and
// degressive maps are rows. product-form.ts turns it into the body and back.

export type ProductType = ProductBody['productType'];
export type ProductStatus = NonNullable<ProductBody['status']>;
export type VatType = NonNullable<ProductBody['vatType']>;
export type FormatType = 'bib' | 'bottle' | 'vrac' | 'packing' | 'custom';
export type TypeDA = 'DA2' | 'DSU' | 'NULL';
export type PromotionActivation = 'always' | 'minProduct' | 'minPrice' | 'minProductOrder' | 'minPriceOrder';

/** One tier: from `threshold` units, `amount` euros (replacing the price, or added to it). */
export interface DegressiveRow { threshold: string; amount: string }

export interface PromotionForm {
  type: '%' | '€';
  /** Percent for '%', euros for '€'. */
  amount: string;
  activation: PromotionActivation;
  /** Units for minProduct*, euros for minPrice*, unused for always. */
  threshold: string;
}

export interface TypologyPriceForm { visible: boolean; priceCents: string }

export interface FormatForm {
  id?: number;
  container: string;
  unity: string;
  unityValue: string;
  type: FormatType;
  packingQuantity: string;
  weight: string;
  /** 75 cl equivalents; follows the volume until the person edits it (eq75Manual). */
  eq75: string;
  eq75Manual: boolean;
  priceCents: string;
  discountPrice: DegressiveRow[];
  discountAdd: DegressiveRow[];
  discountGlobal: boolean;
  promotions: PromotionForm[];
  typologies: Record<string, TypologyPriceForm>;
  visuals: number[];
  /** EAN/GTIN of the bottle, as typed. */
  gtin: string;
  /** Units available for sale, as typed; empty: stock not tracked. */
  stock: string;
  /** The figure the server gave when the editor opened (sent back as stockSeen); absent for a new format. */
  stockSeen?: number | null;
  /** The stock ledger keeps the figure: shown, never typed (movements change it). */
  stockFromLedger?: boolean;
}

export interface VintageForm {
  id?: number;
  name: string;
  legal: {
    da: boolean;
    css: boolean;
    typeDA: TypeDA;
    exciseCode: string;
    customTaxName: string;
    customTaxAmountPerHL: string;
    customTaxFamilies: string[];
    customTaxAdded: boolean;
    customTaxVat: boolean;
  };
  advanced: { alcool: { value: string } };
  grapeVarieties: Array<{ code: string; percent: string }>;
}

export interface PackingForm { id?: number; packing: string; packingQuantity: string; weight: string }

export interface NutritionTextForm { ingredients: string; allergens: string; otherMentions: string }

export const nutritionValueFields = ['energyKcal', 'energyKj', 'fat', 'saturatedFat', 'carbohydrates', 'sugars', 'proteins', 'salt'] as const;
export const nutritionInfoFields = ['appellation', 'category', 'colour', 'quality', 'vintage', 'grapeVariety', 'alcoholDegree', 'format', 'owner', 'brand', 'country'] as const;
export type NutritionValueField = (typeof nutritionValueFields)[number];
export type NutritionInfoField = (typeof nutritionInfoFields)[number];

export type NutritionForm = { enabled: boolean; allergenCodes: string[]; texts: Partial<Record<ContentLanguage, NutritionTextForm>> }
  & Record<NutritionValueField | NutritionInfoField, string>;

/** A box the buyer composes (box builder); `enabled` false: a box sold as it is. */
export interface BuilderForm {
  enabled: boolean;
  /** Bottles in the box, as typed. */
  size: string;
  /** Percent off each bottle placed in the box, as typed. */
  discountPercent: string;
  /** The formats that may go in, as the checkbox values (ids in text). */
  eligibleFormatIds: string[];
}

export interface ProductForm {
  productType: ProductType;
  name: string;
  precision: string;
  type: string;
  color: string;
  gamme: string;
  vatType: VatType;
  status: ProductStatus;
  minQuantity: string;
  maxQuantity: string;
  wrappingPriceCents: string;
  labels: string[];
  quality: string;
  wineCategory: string;
  growingZone: string;
  description: string;
  vintages: VintageForm[];
  formats: FormatForm[];
  packings: PackingForm[];
  nutrition: NutritionForm;
  builder: BuilderForm;
}
