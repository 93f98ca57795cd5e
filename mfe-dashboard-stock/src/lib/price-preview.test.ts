import { describe, expect, it } from 'vitest';
import { previewPrice, type PreviewInput } from './price-preview';

const base: PreviewInput = {
  priceCents: 850, visible: true,
  typology: { key: 'caviste', ttc: false, globalDiscount: '0', allRulesInEq75: true },
  shop: { hasTVA: true, allRulesInEq75: false },
  vatType: 'standard',
  volume: { volumeUnit: 'cl', unityValue: '75', eq75: '1', packingQuantity: 1 },
  excise: { category: 'still-wine', abv: '13,5', css: false },
  customTax: null,
  date: new Date('2026-06-01T10:00:00Z'),
};

describe('previewPrice', () => {
  it('adds still-wine duty (4.19 €/hl) and VAT for a 75 cl bottle', () => {
    // (8.50 + 0.0075 hl × 4.19) × 1.2 = 10.23771 → 10.24
    expect(previewPrice(base)).toEqual({ htCents: 850, ttcCents: 1024, displayCents: 850, vatRate: '20' });
  });
  it('shows TTC to a typology that displays it', () => {
    expect(previewPrice({ ...base, typology: { ...base.typology, ttc: true } })?.displayCents).toBe(1024);
  });
  it('applies the global discount of the typology', () => {
    expect(previewPrice({ ...base, typology: { ...base.typology, globalDiscount: '10' } })?.htCents).toBe(765);
  });
  it('charges no VAT when the shop has none, and no duty without excise', () => {
    expect(previewPrice({ ...base, shop: { hasTVA: false, allRulesInEq75: false }, excise: null })).toMatchObject({ htCents: 850, ttcCents: 850, vatRate: '0' });
  });
  it('uses the reduced rate', () => {
    expect(previewPrice({ ...base, vatType: 'reduced', excise: null })?.ttcCents).toBe(897);
  });
  it('says nothing for a hidden or unpriced format', () => {
    expect(previewPrice({ ...base, visible: false })).toBeNull();
    expect(previewPrice({ ...base, priceCents: null })).toBeNull();
  });
  it('waits for the degree of a spirit taxed per hl of pure alcohol', () => {
    expect(previewPrice({ ...base, excise: { category: 'spirits', abv: null, css: true } })).toBeNull();
  });
});
