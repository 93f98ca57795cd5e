import { describe, expect, it } from 'vitest';
import { productJsonLd, shopJsonLd } from './json-ld';

describe('productJsonLd', () => {
  const base = { name: 'Les Galets', description: 'AOP Côtes du Rhône', url: 'https://v.test/coteaux/les-galets-1', images: [], brand: 'Domaine des Coteaux' };

  it('offers each priced format in euros with its availability, the shop as brand', () => {
    const ld = productJsonLd({ ...base, offers: [
      { name: 'Bouteille 75 cl', priceCents: 1500, gtin: '03760123450010', inStock: true },
      { name: 'Magnum 150 cl', priceCents: 3205, gtin: null, inStock: false },
      { name: 'Vrac', priceCents: null, gtin: null, inStock: true },
    ] });
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Les Galets', brand: { '@type': 'Brand', name: 'Domaine des Coteaux' } });
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: 'Bouteille 75 cl', url: base.url, price: '15.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', gtin: '03760123450010' },
      { '@type': 'Offer', name: 'Magnum 150 cl', url: base.url, price: '32.05', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    ]);
    expect(ld).not.toHaveProperty('image');
  });

  it('says no price when the shop keeps its prices for members', () => {
    const ld = productJsonLd({ ...base, images: ['https://v.test/v1/files/a.jpg'], offers: [{ name: 'Bouteille', priceCents: null, gtin: null, inStock: true }] });
    expect(ld).not.toHaveProperty('offers');
    expect(ld.image).toEqual(['https://v.test/v1/files/a.jpg']);
  });
});

describe('shopJsonLd', () => {
  it('lists the products shown, in order, under the producer', () => {
    const ld = shopJsonLd({ name: 'Domaine', description: 'Les vins', url: 'https://v.test/domaine', logo: null, products: [
      { name: 'A', url: 'https://v.test/domaine/a-1' }, { name: 'B', url: 'https://v.test/domaine/b-2' },
    ] });
    const [org, list] = ld['@graph'] as Array<Record<string, unknown>>;
    expect(org).toEqual({ '@type': 'Organization', '@id': 'https://v.test/domaine#shop', name: 'Domaine', url: 'https://v.test/domaine', description: 'Les vins' });
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [
      { '@type': 'ListItem', position: 1, url: 'https://v.test/domaine/a-1', name: 'A' },
      { '@type': 'ListItem', position: 2, url: 'https://v.test/domaine/b-2', name: 'B' },
    ] });
  });
});
