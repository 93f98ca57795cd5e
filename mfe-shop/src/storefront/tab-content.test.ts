import { describe, expect, it } from 'vitest';
import type { ProductSummary, PublicShop } from '@vendange/contracts';
import { contentOfPage, paragraphsOfTab, productsOfTab } from './tab-content';

const product = (id: number, productType: ProductSummary['productType'], color: string | null, hasBuilder = false): ProductSummary => ({
  id, shopId: 1, name: `Produit ${id}`, precision: null, productType, color, status: 'online', gamme: null, vatType: 'standard',
  minQuantity: null, maxQuantity: null, hasBuilder, imageUrl: null, typology: null, vintages: [], formats: [],
});

const red = product(1, 'bottle', 'rouge');
const white = product(2, 'bottle', 'Blanc');
const corkscrew = product(5, 'accessory', null);
const box = product(9, 'box', null, true);
const gift = product(10, 'box', null);
const all = [red, white, corkscrew, box, gift];

describe('productsOfTab', () => {
  it('lists every product for a tab of all products', () => {
    expect(productsOfTab({ kind: 'all' }, all)).toEqual(all);
  });

  it('lists the chosen products in the order chosen, skipping one no longer on sale', () => {
    expect(productsOfTab({ kind: 'products', productIds: [9, 1, 404] }, all)).toEqual([box, red]);
  });

  it('lists the products of the chosen types only, so Coffrets is not Nos vins', () => {
    expect(productsOfTab({ kind: 'types', productTypes: ['box'], colors: [] }, all)).toEqual([box, gift]);
    expect(productsOfTab({ kind: 'types', productTypes: ['bottle'], colors: [] }, all)).toEqual([red, white]);
  });

  it('lists the products of a colour whatever its case, and of a type and colour together', () => {
    expect(productsOfTab({ kind: 'types', productTypes: [], colors: ['blanc'] }, all)).toEqual([white]);
    expect(productsOfTab({ kind: 'types', productTypes: ['accessory'], colors: ['rouge'] }, all)).toEqual([]);
  });

  it('lists the boxes to compose for a box builder tab, and nothing for a text page', () => {
    expect(productsOfTab({ kind: 'builders' }, all)).toEqual([box]);
    expect(productsOfTab({ kind: 'text', text: 'Le domaine' }, all)).toEqual([]);
  });
});

describe('contentOfPage', () => {
  const tabs: PublicShop['tabs'] = [
    { id: 'vins', name: 'Nos vins', order: 0, exists: true, content: { kind: 'types', productTypes: ['bottle'], colors: [] }, children: [
      { id: 'rouges', name: 'Rouges', content: { kind: 'types', productTypes: [], colors: ['rouge'] } },
    ] },
    { id: 'coffrets', name: 'Coffrets', order: 1, exists: true, content: { kind: 'builders' }, children: [] },
  ];

  it('finds a tab or a sub-page by id', () => {
    expect(contentOfPage(tabs, 'coffrets')).toEqual({ kind: 'builders' });
    expect(contentOfPage(tabs, 'rouges')).toEqual({ kind: 'types', productTypes: [], colors: ['rouge'] });
  });

  it('shows every product when no page is open or the page is unknown', () => {
    expect(contentOfPage(tabs, null)).toEqual({ kind: 'all' });
    expect(contentOfPage(tabs, 'disparu')).toEqual({ kind: 'all' });
  });
});

describe('paragraphsOfTab', () => {
  it('splits a text page on blank lines and ignores product pages', () => {
    expect(paragraphsOfTab({ kind: 'text', text: 'Dix hectares.\n\n\nVisites le samedi.\nSur rendez-vous.' })).toEqual(['Dix hectares.', 'Visites le samedi.\nSur rendez-vous.']);
    expect(paragraphsOfTab({ kind: 'all' })).toBeNull();
  });
});
