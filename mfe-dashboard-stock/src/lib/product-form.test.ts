import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@vendange/contracts';
import { emptyFormat, emptyProduct, emptyVintage, productToForm } from './product-form-defaults';
import { formPathOf, formToBody } from './product-form';
import { productErrors } from './product-resolver';
import type { ProductForm } from './product-form-types';

const describeIssue = (i: { kind: string }) => `problème ${i.kind}`;

function filled(): ProductForm {
  const form = emptyProduct();
  form.name = 'Cuvée test';
  form.color = 'rouge';
  form.wrappingPriceCents = '2,5';
  form.minQuantity = '6';
  form.vintages = [{ ...emptyVintage('2023'), advanced: { alcool: { value: '13,5' } } }];
  form.vintages[0]!.legal.exciseCode = 'W200';
  const format = emptyFormat(['caviste', 'particulier']);
  format.container = 'bouteille';
  format.priceCents = '12,50';
  format.typologies.caviste = { visible: true, priceCents: '8.9' };
  format.typologies.particulier = { visible: false, priceCents: '' };
  format.discountPrice = [{ threshold: '12', amount: '11' }, { threshold: '', amount: '' }];
  format.discountAdd = [{ threshold: '6', amount: '-0,50' }];
  format.promotions = [{ type: '€', amount: '1', activation: 'minPrice', threshold: '100' }, { type: '%', amount: '5,5', activation: 'always', threshold: '' }];
  form.formats = [format];
  return form;
}

describe('formToBody', () => {
  it('turns euros into cents, decimals into dotted text and blanks into null', () => {
    const { body, issues } = formToBody(filled());
    expect(issues).toEqual([]);
    expect(body).toMatchObject({ name: 'Cuvée test', color: 'rouge', precision: null, wrappingPriceCents: 250, minQuantity: 6, maxQuantity: null, nutrition: null });
    expect(body.vintages?.[0]).toMatchObject({ name: '2023', legal: { exciseCode: 'W200', customTaxAmountPerHL: null }, advanced: { alcool: { value: '13.5' } } });
    expect(body.formats?.[0]).toMatchObject({
      container: 'bouteille', unity: 'cl', unityValue: '75', eq75: '1', priceCents: 1250, discountPrice: { 12: 1100 }, discountAdd: { 6: -50 },
      promotions: [{ type: '€', amount: 100, activation: 'minPrice', threshold: 10000 }, { type: '%', amount: '5.5', activation: 'always', threshold: null }],
      typologies: { caviste: { visible: true, priceCents: 890 }, particulier: { visible: false, priceCents: null } },
    });
  });

  it('reads the stock available for sale: a number, or empty for not tracked; a new format sends no figure seen', () => {
    const form = filled();
    expect(formToBody(form).body.formats?.[0]).toMatchObject({ stock: null });
    expect(formToBody(form).body.formats?.[0]).not.toHaveProperty('stockSeen');
    form.formats[0]!.stock = ' 12 ';
    expect(formToBody(form).body.formats?.[0]).toMatchObject({ stock: 12 });
    // A saved format sends back the figure it was given, so that the server keeps units sold meanwhile.
    form.formats[0] = { ...form.formats[0]!, id: 7, stock: '', stockSeen: 3 };
    expect(formToBody(form).body.formats?.[0]).toMatchObject({ id: 7, stock: null, stockSeen: 3 });
    form.formats[0]!.stock = '-2';
    expect(formToBody(form).issues).toEqual([{ path: 'formats.0.stock', kind: 'integer' }]);
  });

  it('reports what it cannot read, by editor path', () => {
    const form = filled();
    form.formats[0]!.typologies.caviste!.priceCents = '8,999';
    form.formats[0]!.discountPrice = [{ threshold: '6', amount: '10' }, { threshold: '6', amount: '9' }];
    form.maxQuantity = 'douze';
    expect(formToBody(form).issues).toEqual([
      { path: 'maxQuantity', kind: 'integer' },
      { path: 'formats.0.discountPrice.1.threshold', kind: 'duplicate-threshold' },
      { path: 'formats.0.typologies.caviste.priceCents', kind: 'decimals' },
    ]);
  });
});

describe('productErrors', () => {
  it('passes a complete product', () => expect(productErrors(filled(), describeIssue).errors).toEqual({}));

  it('gives the contract French messages under editor paths', () => {
    const form = filled();
    form.name = '  ';
    form.formats[0]!.discountPrice = [{ threshold: 'six', amount: '1' }];
    form.formats[0]!.unityValue = 'beaucoup';
    const { errors } = productErrors(form, describeIssue);
    expect(errors.name).toBe('Ce champ ne peut pas être vide');
    expect(errors['formats.0.discountPrice.0.threshold']).toMatch(/seuil/);
    expect(errors['formats.0.unityValue']).toMatch(/La contenance/);
  });

  it('checks quantities against each other once the fields are right', () => {
    const form = filled();
    form.minQuantity = '12';
    form.maxQuantity = '6';
    expect(productErrors(form, describeIssue).errors.maxQuantity).toMatch(/supérieure ou égale/);
  });

  it('asks for French when a nutrition declaration is on', () => {
    const form = filled();
    form.nutrition.enabled = true;
    form.nutrition.texts = {};
    expect(productErrors(form, describeIssue).errors['nutrition.texts']).toMatch(/français/);
  });
});

describe('formPathOf', () => {
  it('maps a degressive threshold key to its row', () => {
    const form = filled();
    expect(formPathOf(form, ['formats', 0, 'discountPrice', '12'])).toBe('formats.0.discountPrice.0.amount');
    expect(formPathOf(form, ['formats', 0, 'discountPrice', '12'], true)).toBe('formats.0.discountPrice.0.threshold');
    expect(formPathOf(form, ['vintages', 0, 'name'])).toBe('vintages.0.name');
  });
});

describe('productToForm', () => {
  it('reads a saved product back into the same body', () => {
    const detail: ProductDetail = {
      id: 9, shopId: 1, productType: 'bottle', name: 'Cuvée', precision: null, type: null, color: 'rouge', gamme: null, vatType: 'standard',
      status: 'online', minQuantity: null, maxQuantity: 24, wrappingPriceCents: 300, labels: ['aop'], quality: null, wineCategory: null,
      growingZone: null, description: null, createdAt: '2026-01-01T00:00:00Z',
      vintages: [{ id: 3, name: '2022', legal: { da: true, css: false, typeDA: 'DA2', exciseCode: 'W200', customTaxName: 'Interprofession', customTaxAmountPerHL: '1.5', customTaxFamilies: [], customTaxAdded: true, customTaxVat: true }, advanced: { alcool: { value: '14' } }, grapeVarieties: [{ code: 'syrah', percent: 60 }] }],
      formats: [{
        id: 5, stockFromLedger: false, container: 'magnum', unity: 'cl', unityValue: '150', type: 'bottle', packingQuantity: 1, weight: '1.8', eq75: '2', priceCents: 2500,
        discountPrice: { 6: 2300 }, discountAdd: {}, discountGlobal: false, promotions: [{ type: '€', amount: 200, activation: 'minPriceOrder', threshold: 15000 }],
        typologies: { caviste: { visible: true, priceCents: 1800 } }, visuals: [], price: null, gtin: '03760000000017', stock: 4,
      }],
      packings: [{ id: 2, packing: 'carton-6', packingQuantity: 6, weight: null }],
      nutrition: null, images: [], builder: null, typology: null,
    };
    const form = productToForm(detail, ['caviste', 'chr'], (u) => (u === 'cl' ? 'cl' : null));
    expect(form.formats[0]!.eq75Manual).toBe(false);
    expect(form.formats[0]!.typologies).toEqual({ caviste: { visible: true, priceCents: '18,00' }, chr: { visible: true, priceCents: '' } });
    const { body, issues } = formToBody(form);
    expect(issues).toEqual([]);
    expect(body).toMatchObject({
      name: 'Cuvée', maxQuantity: 24, wrappingPriceCents: 300, labels: ['aop'],
      vintages: [{ id: 3, name: '2022', legal: { typeDA: 'DA2', customTaxAmountPerHL: '1.5' }, grapeVarieties: [{ code: 'syrah', percent: 60 }] }],
      formats: [{
        id: 5, gtin: '03760000000017', eq75: '2', weight: '1.8', priceCents: 2500, discountPrice: { 6: 2300 }, promotions: [{ type: '€', amount: 200, threshold: 15000 }],
        typologies: { caviste: { priceCents: 1800 }, chr: { priceCents: null } }, stock: 4, stockSeen: 4,
      }],
      packings: [{ id: 2, packing: 'carton-6', packingQuantity: 6 }],
    });
  });
});
