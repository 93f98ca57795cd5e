import { describe, expect, it } from 'vitest';
import { productBodySchema } from '@vendange/contracts';
import { exciseCategoryOf } from './excise-category';
import { eq75For } from './format-volume';
import { sniffImageType } from '@vendange/service-kit';
import { productReferenceIssues } from './product-references';
import { referenceLists } from './references/reference-index';
import { foldSearch } from './search-text';
import { viewerPriceOf, type PricedFormat } from './viewer-price';

describe('search folding (spec point 5: accents, spaces and case ignored)', () => {
  it.each([['Côtes du Rhône', 'cotesdurhone'], ['CÔTES-DU-RHÔNE', 'cotesdurhone'], ['Cœur d’Éden', 'coeurdeden']])('%s → %s', (input, folded) => {
    expect(foldSearch(input)).toBe(folded);
  });
});

describe('image type by magic bytes', () => {
  it('tells jpeg, png, webp and nothing else', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg></svg>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('excise category of a vintage', () => {
  it('follows the excise code, refined by the drink type', () => {
    expect(exciseCategoryOf('W200', 'tranquille')).toBe('still-wine');
    expect(exciseCategoryOf('W300', 'effervescent')).toBe('sparkling-wine');
    expect(exciseCategoryOf('W200', 'cidre')).toBe('cider');
    expect(exciseCategoryOf('I000', 'vdn', ['aop'])).toBe('vdn-vdl-aop');
    expect(exciseCategoryOf('I000', 'vdn', [])).toBe('intermediate');
    expect(exciseCategoryOf('S200', 'eau-de-vie')).toBe('spirits');
    expect(exciseCategoryOf('B000', 'biere')).toBeNull();
    expect(exciseCategoryOf(null, 'tranquille')).toBeNull();
  });
});

describe('eq75 of a format', () => {
  it('derives 75 cl equivalents from the volume, keeps a given value, 0 for a count', () => {
    expect(eq75For({ unity: 'cl', unityValue: '150', packingQuantity: 1 })).toBe('2');
    expect(eq75For({ unity: 'l', unityValue: '3', packingQuantity: 1 })).toBe('4');
    expect(eq75For({ unity: 'cl', unityValue: '75', packingQuantity: 6 })).toBe('6');
    expect(eq75For({ unity: 'cl', unityValue: '75', packingQuantity: 1, eq75: '1.5' })).toBe('1.5');
    expect(eq75For({ unity: 'u', unityValue: '1', packingQuantity: 1 })).toBe('0');
  });
});

describe('reference lists', () => {
  it('are real and have unique codes', () => {
    expect(referenceLists.grapeVarieties.length).toBeGreaterThanOrEqual(100);
    for (const [list, items] of Object.entries(referenceLists)) expect(new Set(items.map((i) => i.code)).size, list).toBe(items.length);
    expect(referenceLists.growingZones.map((z) => z.code)).toEqual(['A', 'B', 'CI', 'CII', 'CIIIa', 'CIIIb']);
  });

  it('flag codes of a product body outside the lists, and typologies the shop lacks', () => {
    const body = productBodySchema.parse({
      productType: 'accessory', name: 'Verre', type: 'tranquille', color: 'rouge', labels: ['aop', 'bio-lune'],
      formats: [{ container: 'unite', unity: 'u', unityValue: '1', typologies: { caviste: { priceCents: 100 }, pro: { priceCents: 90 } } }],
    });
    const issues = productReferenceIssues(body, new Set(['caviste']));
    expect(issues.map((i) => i.path)).toEqual(['type', 'labels.1', 'formats.0.typologies.pro']);
  });
});

describe('viewer price', () => {
  const format: PricedFormat = { unity: 'cl', unityValue: '75', eq75: '1', packingQuantity: 1, priceCents: 1000, discountPrice: {}, discountAdd: {}, discountGlobal: false, promotions: [] };
  const typology = { key: 'particulier', name: 'Particulier', ttc: true, globalDiscount: '0', allRulesInEq75: false };
  const shop = { hasTVA: true, allRulesInEq75: false };
  const product = { productType: 'bottle', type: 'tranquille', vatType: 'standard' as const, labels: [] };
  const vintage = { da: true, css: false, exciseCode: 'W200', alcohol: '13', customTaxName: null, customTaxAmountPerHl: null, customTaxFamilies: [], customTaxAdded: true, customTaxVat: true };

  it('uses the grid price, else the format price; hidden or unpriced gives null', () => {
    expect(viewerPriceOf({ format, grid: { priceCents: 1200, visible: true }, product, vintage: undefined, typology, shop, date: '2026-03-01' })).toEqual({ typology: 'particulier', htCents: 1200, ttcCents: 1440, displayCents: 1440 });
    expect(viewerPriceOf({ format, grid: undefined, product, vintage: undefined, typology: { ...typology, ttc: false }, shop, date: '2026-03-01' })).toMatchObject({ htCents: 1000, displayCents: 1000 });
    expect(viewerPriceOf({ format, grid: { priceCents: 1200, visible: false }, product, vintage: undefined, typology, shop, date: '2026-03-01' })).toBeNull();
    expect(viewerPriceOf({ format: { ...format, priceCents: null }, grid: undefined, product, vintage: undefined, typology, shop, date: '2026-03-01' })).toBeNull();
  });

  it('puts the still-wine duty in the TTC, and no VAT for a shop without it', () => {
    // (10.00 + 4.19 €/hl × 0.0075 hl) × 1.2 = 12.0377 → 12.04
    expect(viewerPriceOf({ format, grid: undefined, product, vintage, typology, shop, date: '2026-03-01' })?.ttcCents).toBe(1204);
    expect(viewerPriceOf({ format, grid: undefined, product, vintage, typology, shop: { hasTVA: false, allRulesInEq75: false }, date: '2026-03-01' })?.ttcCents).toBe(1003);
  });
});
