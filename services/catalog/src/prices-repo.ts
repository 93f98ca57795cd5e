import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductPrice, ProductPrices } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { boxBuilders, formatPrices, formats, products, typologies, vintages } from './db/schema';
import { orderLineLabel, shownVintage } from './order-line-label';
import { pricingLineOf } from './viewer-price';
import { PUBLIC_STATUSES, type ShopView } from './visibility';


const builderOf = (row: typeof boxBuilders.$inferSelect | undefined) =>
  (row ? { size: row.size, discountPercent: String(Number(row.discountPercent)), eligibleFormatIds: row.eligibleFormatIds } : null);

/** What an order needs of the catalogue: each line's product, format and price for one viewer. */
export function pricesRepo(db: Db) {
  // Every cart price and order reads these: built once and prepared, one array parameter whatever the cart.
  const ids = sql.placeholder('ids');
  const typologiesOfShop = db.select().from(typologies).where(eq(typologies.shopId, sql.placeholder('shopId'))).orderBy(asc(typologies.key)).prepare('catalog_prices_typologies');
  const productsOfCart = db.select().from(products).where(and(sql`${products.id} = any(${ids}::int[])`, eq(products.shopId, sql.placeholder('shopId')))).prepare('catalog_prices_products');
  // Formats come with their grid prices (every typology's: a few rows each) in one query.
  const formatsOfCart = db.select({ f: formats, grid: formatPrices }).from(formats).leftJoin(formatPrices, eq(formatPrices.formatId, formats.id))
    .where(sql`${formats.productId} = any(${ids}::int[])`).orderBy(asc(formats.id)).prepare('catalog_prices_formats');
  const vintagesOfCart = db.select().from(vintages).where(sql`${vintages.productId} = any(${ids}::int[])`).prepare('catalog_prices_vintages');
  const buildersOfCart = db.select().from(boxBuilders).where(sql`${boxBuilders.productId} = any(${ids}::int[])`).prepare('catalog_prices_builders');

  async function typologyFor(view: ShopView) {
    const rows = await typologiesOfShop.execute({ shopId: view.shopId });
    const row = (view.typology ? rows.find((t) => t.key === view.typology) : undefined) ?? rows.find((t) => t.isPublic);
    return row ? { key: row.key, ttc: row.ttc, allRulesInEq75: row.allRulesInEq75, globalDiscount: String(Number(row.globalDiscount)) } : null;
  }

  return {
    async pricesFor(view: ShopView, lines: Array<{ productId: number; formatId?: number | undefined; vintageId?: number | undefined }>): Promise<ProductPrices> {
      const productIds = [...new Set(lines.map((l) => l.productId))];
      const [typology, productRows, formatJoin, vintageRows, builderRows] = await Promise.all([
        typologyFor(view),
        productsOfCart.execute({ ids: productIds, shopId: view.shopId }),
        formatsOfCart.execute({ ids: productIds }),
        vintagesOfCart.execute({ ids: productIds }),
        buildersOfCart.execute({ ids: productIds }),
      ]);
      const formatRows = [...new Map(formatJoin.map((r) => [r.f.id, r.f])).values()];
      const priceRows = typology ? formatJoin.flatMap((r) => (r.grid && r.grid.typology === typology.key ? [r.grid] : [])) : [];
      const priced = lines.map((line): ProductPrice => {
        const product = productRows.find((p) => p.id === line.productId);
        const visible = product && (view.staff || (PUBLIC_STATUSES as readonly string[]).includes(product.status));
        if (!product || !visible) return { found: false, productId: line.productId };
        const own = formatRows.filter((f) => f.productId === product.id);
        const format = line.formatId === undefined ? own[0] : own.find((f) => f.id === line.formatId);
        const grid = format ? priceRows.find((p) => p.formatId === format.id) : undefined;
        // The grid's price, else the format's own; a format hidden from the typology has none.
        const price = format && grid?.visible !== false ? grid?.priceCents ?? format.priceCents : null;
        // The vintage the buyer chose (its duties, its name on the line), else the newest, as the shop's own price display does.
        const ownVintages = vintageRows.filter((v) => v.productId === product.id);
        const vintage = (line.vintageId === undefined ? undefined : ownVintages.find((v) => v.id === line.vintageId))
          ?? ownVintages.sort((a, b) => b.name.localeCompare(a.name))[0];
        const pricing = format && typology ? pricingLineOf({ format, grid, product, vintage, typology }) : null;
        return {
          found: true, productId: product.id, formatId: format?.id ?? null,
          vintageId: vintage?.id ?? null, vintage: shownVintage(vintage?.name), label: orderLineLabel({ product, vintage: shownVintage(vintage?.name), format }),
          status: product.status, productType: product.productType, vatType: product.vatType, priceCents: price,
          pricing: pricing as Record<string, unknown> | null,
          unity: format?.unity ?? 'u', unityValue: Number(format?.unityValue ?? 1), eq75: Number(format?.eq75 ?? 0),
          minQuantity: product.minQuantity, maxQuantity: product.maxQuantity, stock: format?.stock ?? null,
          builder: builderOf(builderRows.find((b) => b.productId === product.id)),
        };
      });
      return { typology, lines: priced };
    },
  };
}
export type PricesRepo = ReturnType<typeof pricesRepo>;
