import { calendarDate, PricingError, unitPrice, type ExciseCategory, type LineInput, type VatType } from '@vendange/pricing';
import { normaliseDecimal } from './decimal-text';

export interface PreviewInput {
  /** The typology's grid price, else the format's own price; cents excl. VAT and duties. */
  priceCents: number | null;
  visible: boolean;
  typology: { key: string; ttc: boolean; globalDiscount: string; allRulesInEq75: boolean };
  shop: { hasTVA: boolean; allRulesInEq75: boolean } | null;
  vatType: VatType;
  volume: { volumeUnit: string | null; unityValue: string; eq75: string; packingQuantity: number };
  /** The first vintage's excise regime (duties apply, category from its excise code); null: none. */
  excise: { category: ExciseCategory; abv: string | null; css: boolean } | null;
  customTax: { amountPerHL: string; added: boolean; vat: boolean } | null;
  date: Date;
}

export interface Preview {
  /** Excl. VAT and duties. */
  htCents: number;
  /** Incl. duties and VAT. */
  ttcCents: number;
  /** What the typology's clients see. */
  displayCents: number;
  vatRate: string;
}

const decimal = (text: string) => {
  const t = normaliseDecimal(text);
  return /^\d+(\.\d+)?$/.test(t) ? t : null;
};

/**
 * The unit price a typology's client gets for one unit, computed by @vendange/pricing as the server
 * does (display only: the server's answer is authoritative). null when the format is hidden from the
 * typology, has no price, or its volume cannot be read yet.
 */
export function previewPrice(input: PreviewInput): Preview | null {
  if (!input.visible || input.priceCents === null) return null;
  const unityValue = decimal(input.volume.unityValue);
  const eq75 = decimal(input.volume.eq75);
  const abv = input.excise?.abv ? decimal(input.excise.abv) : null;
  const amountPerHL = input.customTax ? decimal(input.customTax.amountPerHL) : null;
  const line: LineInput = {
    quantity: 1,
    format: {
      price: input.priceCents, eq75, packingQuantity: input.volume.packingQuantity,
      ...(input.volume.volumeUnit && unityValue ? { unity: input.volume.volumeUnit, unityValue } : {}),
    },
    product: { vatType: input.vatType },
    excise: input.excise ? { category: input.excise.category, abv, css: input.excise.css } : null,
    customTax: input.customTax && amountPerHL ? { amountPerHL, added: input.customTax.added, vat: input.customTax.vat } : null,
  };
  try {
    const price = unitPrice({
      line,
      context: {
        typology: { key: input.typology.key, ttc: input.typology.ttc, globalDiscount: decimal(input.typology.globalDiscount) ?? '0', allRulesInEq75: input.typology.allRulesInEq75 },
        shop: input.shop ? { hasTVA: input.shop.hasTVA, allRulesInEq75: input.shop.allRulesInEq75 } : null,
        date: calendarDate(input.date),
      },
    });
    return { htCents: price.unitHT, ttcCents: price.unitTTC, displayCents: price.unitDisplay, vatRate: price.vatRate };
  } catch (err) {
    // An excise category needing a degree not typed yet, an unknown unit…: no preview until it is.
    if (err instanceof PricingError) return null;
    throw err;
  }
}
