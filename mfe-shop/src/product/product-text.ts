import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@vendange/contracts';
import { formatCents } from '@vendange/ui/format';
import { formatName, packingText } from './format-text';
import type { StockOffer } from './product-offer';
import { cartLineOf } from './use-add-to-cart';

// What the app's product page and the server-rendered one both say: one wording, no UI kit here
// (the server-rendered page must stay light).

type Format = ProductDetail['formats'][number];
type Vintage = ProductDetail['vintages'][number];

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The format's promotions said plainly; those counted on the whole order are priced in the cart. */
export function usePromotionLines(format: Format, locale: 'fr' | 'en'): string[] {
  const { t } = useLingui();
  const cents = (v: string | number | null) => formatCents(Math.round(Number(v ?? 0)), locale);
  return format.promotions.map((p) => {
    const off = p.type === '%' ? `−${String(p.amount).replace('.', locale === 'fr' ? ',' : '.')} %` : t`−${cents(p.amount)} HT`;
    const n = p.threshold ?? 0;
    switch (p.activation) {
      case 'always': return t`${off} sur ce produit`;
      case 'minProduct': return t`${off} dès ${n} unités de ce produit`;
      case 'minPrice': return t`${off} dès ${cents(n)} d'achat de ce produit`;
      case 'minProductOrder': return t`${off} dès ${n} unités dans votre commande chez ce producteur`;
      case 'minPriceOrder': return t`${off} dès ${cents(n)} de commande chez ce producteur`;
      default: return off;
    }
  });
}

/** What the page says of the chosen format's stock: "Rupture de stock", "Plus que 3 en stock", or nothing. */
export function useStockText(): (offer: StockOffer) => string | null {
  const { t } = useLingui();
  return (offer) => {
    if (offer.outOfStock) return t`Rupture de stock`;
    const left = offer.left;
    return left === null ? null : t`Plus que ${left} en stock`;
  };
}

/** The newest vintage's degree and grapes (or the e-label's), for the product's details. */
export function productFactsOf(product: ProductDetail): { alcohol: string | null; grapes: string | null } {
  const vintage = product.vintages[0];
  const alcohol = vintage?.advanced.alcool.value ?? product.nutrition?.alcoholDegree ?? null;
  const grapes = product.nutrition?.grapeVariety ?? (vintage?.grapeVarieties.map((g) => capitalised(g.code.replace(/-/g, ' '))).join(', ') || null);
  return { alcohol, grapes };
}

/** The cart line for the format and vintage chosen on the product page. */
export function chosenCartLine(product: ProductDetail, format: Format, vintage: Vintage | null) {
  return cartLineOf({
    product: { id: product.id, name: product.name, productType: product.productType, image: product.images[0]?.url ?? null },
    format, vintage: vintage ? { id: vintage.id, name: vintage.name } : null,
    formatLabel: product.formats.length > 1 ? formatName(format) : null, packing: packingText(format),
  });
}
