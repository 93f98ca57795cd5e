import { sql } from 'drizzle-orm';
import { boxBuilders, formatPrices, formats, productImages, products, vintages } from './db/schema';
import type { PricedFormat, PricedVintage } from './viewer-price';

/** A vintage as a list page needs it: shown (id, name) and priced (duties). */
export interface PageVintage extends PricedVintage { id: number; name: string }
/** A format as a list page needs it, with the grid prices of every typology (a few each). */
export interface PageFormat extends PricedFormat {
  id: number; container: string; type: string; stock: number | null;
  grids: Array<{ typology: string; priceCents: number | null; visible: boolean }>;
}

/**
 * What a product list reads with each row of its page, in the same statement: first picture, builder,
 * vintages and formats with their grid prices, as JSON built by PostgreSQL (one round trip for the page,
 * whatever its size). Decimal columns come as their text (`::text`), never as a float.
 */
// The page's own product, named in full: drizzle writes a column of a one-table select unqualified ("id"), which
// inside a correlated subquery would be the subquery's own column.
const pageProductId = sql`"catalog"."products"."id"`;

export const listPageColumns = {
  p: products,
  image: sql<string | null>`(select ${productImages.storageKey} from ${productImages} where ${productImages.productId} = ${pageProductId} order by ${productImages.position}, ${productImages.id} limit 1)`,
  hasBuilder: sql<boolean>`exists (select 1 from ${boxBuilders} where ${boxBuilders.productId} = ${pageProductId})`,
  vintages: sql<PageVintage[]>`(select coalesce(json_agg(json_build_object(
      'id', v.id, 'name', v.name, 'da', v.da, 'css', v.css, 'exciseCode', v.excise_code, 'alcohol', v.alcohol::text,
      'customTaxName', v.custom_tax_name, 'customTaxAmountPerHl', v.custom_tax_amount_per_hl::text, 'customTaxFamilies', v.custom_tax_families,
      'customTaxAdded', v.custom_tax_added, 'customTaxVat', v.custom_tax_vat)), '[]'::json)
    from ${vintages} v where v.product_id = ${pageProductId})`,
  formats: sql<PageFormat[]>`(select coalesce(json_agg(json_build_object(
      'id', f.id, 'container', f.container, 'unity', f.unity, 'unityValue', f.unity_value::text, 'eq75', f.eq75::text, 'type', f.type,
      'packingQuantity', f.packing_quantity, 'priceCents', f.price_cents, 'discountPrice', f.discount_price, 'discountAdd', f.discount_add,
      'discountGlobal', f.discount_global, 'promotions', f.promotions, 'stock', f.stock,
      'grids', (select coalesce(json_agg(json_build_object('typology', g.typology, 'priceCents', g.price_cents, 'visible', g.visible)), '[]'::json)
        from ${formatPrices} g where g.format_id = f.id)
    ) order by f.position, f.id), '[]'::json) from ${formats} f where f.product_id = ${pageProductId})`,
};
