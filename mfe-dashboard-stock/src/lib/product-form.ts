import type { ProductBody } from '@vendange/contracts';
import { normaliseDecimal } from './decimal-text';
import { parseEurosToCents, type MoneyInputError } from '@vendange/contracts';
import { nutritionInfoFields, nutritionValueFields, type DegressiveRow, type FormatForm, type ProductForm, type PromotionForm } from './product-form-types';

/** A value the editor could not turn into the body; the screen words it. */
export interface FormIssue { path: string; kind: MoneyInputError | 'integer' | 'duplicate-threshold' }

type Body = ProductBody;
type FormatBody = NonNullable<Body['formats']>[number];

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const decimalOrNull = (v: string) => (v.trim() === '' ? null : normaliseDecimal(v));

/** Collects the problems while the form is read into the body. */
class Reader {
  readonly issues: FormIssue[] = [];

  /** Euros text → cents; '' → null; unreadable → the issue, and null so the rest still reads. */
  money(path: string, text: string, allowNegative = false): number | null {
    if (text.trim() === '') return null;
    const parsed = parseEurosToCents(text, { allowNegative });
    if (parsed.ok) return parsed.cents;
    this.issues.push({ path, kind: parsed.error });
    return null;
  }

  /** Whole number text → number; '' → null. */
  integer(path: string, text: string): number | null {
    const t = text.trim();
    if (t === '') return null;
    if (/^\d{1,9}$/.test(t)) return Number(t);
    this.issues.push({ path, kind: 'integer' });
    return null;
  }

  tiers(path: string, rows: readonly DegressiveRow[], allowNegative: boolean): Record<string, number> {
    const map: Record<string, number> = {};
    rows.forEach((row, i) => {
      const threshold = row.threshold.trim();
      if (threshold === '' && row.amount.trim() === '') return;
      if (threshold in map) { this.issues.push({ path: `${path}.${i}.threshold`, kind: 'duplicate-threshold' }); return; }
      const cents = this.money(`${path}.${i}.amount`, row.amount, allowNegative);
      // An unreadable threshold goes through as typed: the contract's message then says what it must be.
      map[threshold] = cents ?? 0;
    });
    return map;
  }

  promotion(path: string, p: PromotionForm) {
    const byPrice = p.activation === 'minPrice' || p.activation === 'minPriceOrder';
    const threshold = p.activation === 'always' ? null
      : byPrice ? this.money(`${path}.threshold`, p.threshold) : this.integer(`${path}.threshold`, p.threshold);
    if (p.type === '%') return { type: '%' as const, amount: normaliseDecimal(p.amount), activation: p.activation, threshold };
    return { type: '€' as const, amount: this.money(`${path}.amount`, p.amount) ?? 0, activation: p.activation, threshold };
  }

  format(path: string, f: FormatForm): FormatBody {
    return {
      ...(f.id ? { id: f.id } : {}),
      container: f.container, unity: f.unity, unityValue: normaliseDecimal(f.unityValue), type: f.type,
      packingQuantity: this.integer(`${path}.packingQuantity`, f.packingQuantity) ?? 1,
      weight: decimalOrNull(f.weight),
      ...(f.eq75.trim() === '' ? {} : { eq75: normaliseDecimal(f.eq75) }),
      priceCents: this.money(`${path}.priceCents`, f.priceCents),
      discountPrice: this.tiers(`${path}.discountPrice`, f.discountPrice, false),
      discountAdd: this.tiers(`${path}.discountAdd`, f.discountAdd, true),
      discountGlobal: f.discountGlobal,
      promotions: f.promotions.map((p, i) => this.promotion(`${path}.promotions.${i}`, p)),
      typologies: Object.fromEntries(Object.entries(f.typologies).map(([key, t]) => [
        key, { visible: t.visible, priceCents: this.money(`${path}.typologies.${key}.priceCents`, t.priceCents) },
      ])),
      visuals: f.visuals,
      gtin: orNull(f.gtin),
      stock: this.integer(`${path}.stock`, f.stock),
      // The server keeps its own figure when this one is the figure it gave (orders may have taken units since).
      ...(f.id !== undefined && f.stockSeen !== undefined ? { stockSeen: f.stockSeen } : {}),
    };
  }
}

/** The body of POST/PUT /v1/products from the editor's values, and what could not be read. */
export function formToBody(form: ProductForm): { body: Body; issues: FormIssue[] } {
  const r = new Reader();
  const n = form.nutrition;
  const body: Body = {
    productType: form.productType, name: form.name, precision: orNull(form.precision), type: orNull(form.type), color: orNull(form.color),
    gamme: orNull(form.gamme), vatType: form.vatType, status: form.status,
    minQuantity: r.integer('minQuantity', form.minQuantity), maxQuantity: r.integer('maxQuantity', form.maxQuantity),
    wrappingPriceCents: r.money('wrappingPriceCents', form.wrappingPriceCents),
    labels: form.labels, quality: orNull(form.quality), wineCategory: orNull(form.wineCategory), growingZone: orNull(form.growingZone),
    description: orNull(form.description),
    vintages: form.vintages.map((v, i) => ({
      ...(v.id ? { id: v.id } : {}),
      name: v.name,
      legal: {
        ...v.legal, exciseCode: orNull(v.legal.exciseCode), customTaxName: orNull(v.legal.customTaxName),
        customTaxAmountPerHL: decimalOrNull(v.legal.customTaxAmountPerHL),
      },
      advanced: { alcool: { value: decimalOrNull(v.advanced.alcool.value) } },
      grapeVarieties: v.grapeVarieties.filter((g) => g.code !== '').map((g, j) => ({ code: g.code, percent: r.integer(`vintages.${i}.grapeVarieties.${j}.percent`, g.percent) })),
    })),
    formats: form.formats.map((f, i) => r.format(`formats.${i}`, f)),
    packings: form.packings.map((k, i) => ({
      ...(k.id ? { id: k.id } : {}),
      packing: k.packing,
      packingQuantity: r.integer(`packings.${i}.packingQuantity`, k.packingQuantity) ?? 0,
      weight: decimalOrNull(k.weight),
    })),
    nutrition: n.enabled
      ? {
        ...Object.fromEntries(nutritionInfoFields.map((f) => [f, f === 'alcoholDegree' ? decimalOrNull(n[f]) : orNull(n[f])])),
        ...Object.fromEntries(nutritionValueFields.map((f) => [f, decimalOrNull(n[f])])),
        allergenCodes: n.allergenCodes,
        texts: Object.fromEntries(Object.entries(n.texts).map(([lang, t]) => [lang, {
          ingredients: orNull(t?.ingredients ?? ''), allergens: orNull(t?.allergens ?? ''), otherMentions: orNull(t?.otherMentions ?? ''),
        }])),
      } as NonNullable<Body['nutrition']>
      : null,
    builder: form.productType === 'box' && form.builder.enabled
      ? {
        // An unreadable size goes through as 0: the contract's message then says what it must be.
        size: r.integer('builder.size', form.builder.size) ?? 0,
        discountPercent: form.builder.discountPercent.trim() === '' ? '0' : normaliseDecimal(form.builder.discountPercent),
        eligibleFormatIds: form.builder.eligibleFormatIds.map(Number),
      }
      : null,
  };
  return { body, issues: r.issues };
}

/**
 * Where a message about a body path goes in the editor. Paths are the same but for degressive
 * maps, keyed by threshold in the body and rows in the editor: "formats.0.discountPrice.12" →
 * "formats.0.discountPrice.1.threshold" when the key is wrong, ".amount" when the amount is.
 */
export function formPathOf(form: ProductForm, path: ReadonlyArray<PropertyKey>, badKey = false): string {
  const parts = path.map(String);
  const [head, index, field, key] = parts;
  if (head === 'formats' && (field === 'discountPrice' || field === 'discountAdd') && key !== undefined) {
    const rows = form.formats[Number(index)]?.[field] ?? [];
    const row = rows.findIndex((r) => r.threshold.trim() === key);
    if (row >= 0) return `formats.${index}.${field}.${row}.${badKey ? 'threshold' : 'amount'}`;
  }
  return parts.join('.');
}
