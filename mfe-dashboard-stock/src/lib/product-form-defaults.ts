import type { ProductDetail } from '@vendange/contracts';
import { centsToInput } from '@vendange/contracts';
import { decimalToInput } from './decimal-text';
import { eq75FromVolume } from './eq75';
import {
  nutritionInfoFields, nutritionValueFields, type BuilderForm, type DegressiveRow, type FormatForm, type NutritionForm, type PackingForm,
  type ProductForm, type PromotionForm, type VintageForm,
} from './product-form-types';

const text = (v: string | null | undefined) => v ?? '';
const int = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A new vintage: duties apply (still wine), no custom tax. */
export function emptyVintage(name = ''): VintageForm {
  return {
    name,
    legal: { da: true, css: false, typeDA: 'NULL', exciseCode: '', customTaxName: '', customTaxAmountPerHL: '', customTaxFamilies: [], customTaxAdded: true, customTaxVat: true },
    advanced: { alcool: { value: '' } },
    grapeVarieties: [],
  };
}

/** A new format: a 75 cl bottle, visible to every typology, no price yet. */
export function emptyFormat(typologyKeys: readonly string[] = []): FormatForm {
  return {
    container: '', unity: 'cl', unityValue: '75', type: 'bottle', packingQuantity: '1', weight: '', eq75: '1', eq75Manual: false,
    priceCents: '', discountPrice: [], discountAdd: [], discountGlobal: false, promotions: [],
    typologies: Object.fromEntries(typologyKeys.map((k) => [k, { visible: true, priceCents: '' }])), visuals: [], gtin: '', stock: '',
  };
}

export function emptyPacking(): PackingForm {
  return { packing: '', packingQuantity: '6', weight: '' };
}

export function emptyNutrition(): NutritionForm {
  const blank = Object.fromEntries([...nutritionValueFields, ...nutritionInfoFields].map((f) => [f, ''])) as Record<(typeof nutritionValueFields)[number] | (typeof nutritionInfoFields)[number], string>;
  return { ...blank, enabled: false, allergenCodes: [], texts: { fr: { ingredients: '', allergens: '', otherMentions: '' } } };
}

/** A box sold as it is until its owner makes it composable: a case of 6 by default. */
export function emptyBuilder(): BuilderForm {
  return { enabled: false, size: '6', discountPercent: '', eligibleFormatIds: [] };
}

/** The editor of a new product: a bottle, paused until its owner puts it online. */
export function emptyProduct(): ProductForm {
  return {
    productType: 'bottle', name: '', precision: '', type: '', color: '', gamme: '', vatType: 'standard', status: 'paused',
    minQuantity: '', maxQuantity: '', wrappingPriceCents: '', labels: [], quality: '', wineCategory: '', growingZone: '', description: '',
    vintages: [], formats: [], packings: [], nutrition: emptyNutrition(), builder: emptyBuilder(),
  };
}

const rowsOf = (map: Record<string, number>): DegressiveRow[] =>
  Object.entries(map).sort(([a], [b]) => Number(a) - Number(b)).map(([threshold, cents]) => ({ threshold, amount: centsToInput(cents) }));

function promotionOf(p: ProductDetail['formats'][number]['promotions'][number]): PromotionForm {
  const byPrice = p.activation === 'minPrice' || p.activation === 'minPriceOrder';
  return {
    type: p.type,
    amount: p.type === '€' ? centsToInput(Number(p.amount)) : decimalToInput(String(p.amount)),
    activation: p.activation,
    threshold: p.threshold === null ? '' : byPrice ? centsToInput(p.threshold) : String(p.threshold),
  };
}

/**
 * The editor's values for a saved product; every typology of the shop gets its cell. A saved eq75
 * that is not the one its volume gives was typed by hand: it stays fixed when the volume changes.
 */
export function productToForm(p: ProductDetail, typologyKeys: readonly string[], volumeUnitOf: (unit: string) => string | null = () => null): ProductForm {
  const n = p.nutrition;
  const nutrition: NutritionForm = n
    ? {
      ...emptyNutrition(),
      ...Object.fromEntries(nutritionInfoFields.map((f) => [f, f === 'alcoholDegree' ? decimalToInput(n[f]) : text(n[f])])),
      ...Object.fromEntries(nutritionValueFields.map((f) => [f, decimalToInput(n[f])])),
      enabled: true,
      allergenCodes: n.allergenCodes,
      texts: Object.fromEntries(Object.entries(n.texts).map(([lang, t]) => [lang, { ingredients: text(t?.ingredients), allergens: text(t?.allergens), otherMentions: text(t?.otherMentions) }])),
    }
    : emptyNutrition();
  return {
    productType: p.productType, name: p.name, precision: text(p.precision), type: text(p.type), color: text(p.color), gamme: text(p.gamme),
    vatType: p.vatType, status: p.status, minQuantity: int(p.minQuantity), maxQuantity: int(p.maxQuantity),
    wrappingPriceCents: centsToInput(p.wrappingPriceCents), labels: p.labels, quality: text(p.quality), wineCategory: text(p.wineCategory),
    growingZone: text(p.growingZone), description: text(p.description),
    vintages: p.vintages.map((v) => ({
      id: v.id, name: v.name,
      legal: { ...v.legal, exciseCode: text(v.legal.exciseCode), customTaxName: text(v.legal.customTaxName), customTaxAmountPerHL: decimalToInput(v.legal.customTaxAmountPerHL) },
      advanced: { alcool: { value: decimalToInput(v.advanced.alcool.value) } },
      grapeVarieties: v.grapeVarieties.map((g) => ({ code: g.code, percent: int(g.percent) })),
    })),
    formats: p.formats.map((f) => ({
      id: f.id, container: f.container, unity: f.unity, unityValue: decimalToInput(f.unityValue), type: f.type,
      packingQuantity: String(f.packingQuantity), weight: decimalToInput(f.weight), eq75: decimalToInput(f.eq75),
      eq75Manual: eq75FromVolume({ volumeUnit: volumeUnitOf(f.unity), unityValue: f.unityValue, packingQuantity: f.packingQuantity }) !== f.eq75,
      priceCents: centsToInput(f.priceCents), discountPrice: rowsOf(f.discountPrice), discountAdd: rowsOf(f.discountAdd),
      discountGlobal: f.discountGlobal, promotions: f.promotions.map(promotionOf),
      typologies: Object.fromEntries([...new Set([...typologyKeys, ...Object.keys(f.typologies)])].map((k) => {
        const t = f.typologies[k];
        return [k, { visible: t?.visible ?? true, priceCents: centsToInput(t?.priceCents) }];
      })),
      visuals: f.visuals,
      gtin: f.gtin ?? '',
      stock: int(f.stock),
      stockSeen: f.stock,
      stockFromLedger: f.stockFromLedger,
    })),
    packings: p.packings.map((k) => ({ id: k.id, packing: k.packing, packingQuantity: String(k.packingQuantity), weight: decimalToInput(k.weight) })),
    nutrition,
    builder: p.builder
      ? { enabled: true, size: String(p.builder.size), discountPercent: decimalToInput(p.builder.discountPercent), eligibleFormatIds: p.builder.eligibleFormatIds.map(String) }
      : emptyBuilder(),
  };
}
