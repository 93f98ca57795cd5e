import { t } from '@lingui/core/macro';
import { formatName } from '../product/format-text';
import { productPathOf } from '../product/product-key';
import { metaText } from './html-text';
import { productJsonLd, shopJsonLd } from './json-ld';
import { absolute, sharePictureOf } from './share-picture';
import type { StorefrontData } from './storefront-data';
import type { DocumentHead } from './storefront-document';


/**
 * Title, description, canonical address, Open Graph and structured data of a storefront page, in the
 * page's language (the i18n instance is active in it). The texts are the app's own (useDocumentMeta).
 */
export function pageHead(data: StorefrontData, publicUrl: string): DocumentHead {
  const { shop, page } = data;
  const shopUrl = absolute(publicUrl, data.shopPath);
  const shopLogo = shop.logo ? absolute(publicUrl, shop.logo) : null;
  const base = { locale: data.locale, siteName: shop.name, themeColor: shop.headerStyle.color, noindex: false };
  if (page.kind === 'product') {
    const p = page.product;
    const url = absolute(publicUrl, productPathOf(data.shopPath, p));
    const description = metaText([p.precision, p.nutrition?.appellation, t`Vin de ${shop.name}, en vente directe du producteur.`].filter(Boolean).join(' · '));
    const images = p.images.map((i) => absolute(publicUrl, i.url));
    const inStock = p.status !== 'outofstock';
    return {
      ...base, title: `${p.name} – ${shop.name}`, description, canonical: url, image: images[0] ?? shopLogo, type: 'product',
      jsonLd: productJsonLd({
        name: p.name, description, url, images, brand: shop.name,
        offers: p.formats.map((f) => ({ name: formatName(f), priceCents: f.price?.ttcCents ?? null, gtin: f.gtin, inStock })),
      }),
    };
  }
  const description = metaText(t`Les vins de ${shop.name} en vente directe : commandez au producteur.`);
  if (page.kind === 'missing-product') {
    return { ...base, title: `${t`Produit inexistant`} – ${shop.name}`, description, canonical: shopUrl, image: shopLogo, type: 'website', jsonLd: null, noindex: true };
  }
  return {
    ...base, title: shop.name, description, canonical: shopUrl, image: sharePictureOf(shop, page.products, publicUrl), type: 'website',
    jsonLd: shopJsonLd({
      name: shop.name, description, url: shopUrl, logo: shopLogo,
      products: page.products.map((p) => ({ name: p.name, url: absolute(publicUrl, productPathOf(data.shopPath, p)) })),
    }),
  };
}
