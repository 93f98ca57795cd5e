import { centsToDecimal } from './html-text';

/** One way to buy a product: a format at the public price incl. VAT (null when not sold publicly). */
export interface OfferInput {
  name: string;
  priceCents: number | null;
  gtin: string | null;
  inStock: boolean;
}

export interface ProductLdInput {
  name: string;
  description: string;
  url: string;
  images: string[];
  brand: string;
  offers: OfferInput[];
}

const SCHEMA = 'https://schema.org';

/**
 * schema.org Product for a product page (search engines show name, price and availability): the
 * shop is the brand; each priced format is an offer. A shop keeping its prices for members gives none.
 */
export function productJsonLd(p: ProductLdInput): Record<string, unknown> {
  const offers = p.offers.filter((o): o is OfferInput & { priceCents: number } => o.priceCents !== null).map((o) => ({
    '@type': 'Offer',
    name: o.name,
    url: p.url,
    price: centsToDecimal(o.priceCents),
    priceCurrency: 'EUR',
    availability: `${SCHEMA}/${o.inStock ? 'InStock' : 'OutOfStock'}`,
    ...(o.gtin ? { gtin: o.gtin } : {}),
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    url: p.url,
    ...(p.images.length ? { image: p.images } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    ...(offers.length ? { offers } : {}),
  };
}

export interface ShopLdInput {
  name: string;
  description: string;
  url: string;
  logo: string | null;
  products: Array<{ name: string; url: string }>;
}

/** schema.org for a shop page: the producer (Organization) and the list of products it shows. */
export function shopJsonLd(s: ShopLdInput): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@graph': [
      { '@type': 'Organization', '@id': `${s.url}#shop`, name: s.name, url: s.url, description: s.description, ...(s.logo ? { logo: s.logo } : {}) },
      {
        '@type': 'ItemList',
        name: s.name,
        numberOfItems: s.products.length,
        itemListElement: s.products.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: p.url, name: p.name })),
      },
    ],
  };
}
