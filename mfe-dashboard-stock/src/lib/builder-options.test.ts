import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@vendange/contracts';
import { eligibleOptions } from './builder-options';

const product = (id: number, productType: ProductSummary['productType'], formats: Array<[number, string]>): ProductSummary => ({
  id, shopId: 1, name: `P${id}`, precision: id === 1 ? 'AOP Tavel' : null, productType, color: null, status: 'online', gamme: null, vatType: 'standard',
  minQuantity: null, maxQuantity: null, imageUrl: null, typology: null, vintages: [],
  formats: formats.map(([fid, unityValue]) => ({ id: fid, container: 'bouteille', unity: 'cl', unityValue, eq75: '1', type: 'bottle', priceCents: null, priceTtcCents: null, displayCents: null, stock: null })),
});

describe('the formats a box may hold', () => {
  it('lists each format of the other products, never a box nor the box itself', () => {
    const options = eligibleOptions([product(1, 'bottle', [[10, '75'], [11, '150.000']]), product(2, 'box', [[20, '1']]), product(3, 'bottle', [[30, '37.5']])], 3);
    expect(options).toEqual([
      { value: '10', label: 'P1 · AOP Tavel · bouteille 75 cl' },
      { value: '11', label: 'P1 · AOP Tavel · bouteille 150 cl' },
    ]);
  });
});
