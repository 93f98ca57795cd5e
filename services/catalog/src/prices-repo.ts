import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductPrice, ProductPrices } from '@vendange/contracts';
import { changeFeedCache, changeKeys, type Db } from '@vendange/service-kit';
import { boxBuilders, formatPrices, formats, products, typologies, vintages } from './db/schema';
import { orderLineLabel, shownVintage } from './order-line-label';
import { pricingLineOf } from './viewer-price';
import { PUBLIC_STATUSES, type ShopView } from './visibility';


const builderOf = (row: typeof boxBuilders.$inferSelect | undefined) =>
  (row ? { size: row.size, discountPercent: String(Number(row.discountPercent)), eligibleFormatIds: row.eligibleFormatIds } : null);

type TypologyRow = typeof typologies.$inferSelect;
/** A product's rows as pricing reads them: the product, its formats with every typology's grid price, its vintages, its box rule. */
interface ProductParts {
  product: typeof products.$inferSelect;
  formatJoin: Array<{ f: typeof formats.$inferSelect; grid: typeof formatPrices.$inferSelect | null }>;
  vintages: Array<typeof vintages.$inferSelect>;
  builder: typeof boxBuilders.$inferSelect | undefined;
}

/**
 * What every line of a product reads from its kept rows, worked out once per kept product (its formats, one per
 * id, in the rows' order; its newest vintage by name) instead of on every line of every cart: the rows are never
 * changed once kept (a change drops them), and the WeakMap lets this go with them.
 */
const shapes = new WeakMap<ProductParts, { own: ProductParts['formatJoin'][number]['f'][]; newest: ProductParts['vintages'][number] | undefined }>();

function shapeOf(part: ProductParts) {
  let shape = shapes.get(part);
  if (shape === undefined) {
    shape = {
      own: [...new Map(part.formatJoin.map((r) => [r.f.id, r.f])).values()],
      newest: [...part.vintages].sort((a, b) => b.name.localeCompare(a.name))[0],
    };
    shapes.set(part, shape);
  }
  return shape;
}

type FoundPrice = Extract<ProductPrice, { found: true }>;
type PricesTypology = { key: string } | null;

/**
 * Each line's answer kept beside the kept rows it comes from, per format, vintage and typology asked (the only
 * inputs besides the rows): every cart price of a shop asks the same few lines again, and building one (the
 * engine's line, the label, the finds) was a twentieth of a cart price's CPU. Frozen, deeply: callers share it
 * (the direct read hands it over as it is), so a caller changing it fails at once instead of changing the next
 * buyer's answer. Dropped with the rows (a catalogue change, 60 s).
 */
const keptLines = new WeakMap<ProductParts, Map<string, FoundPrice>>();

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

function lineOf(part: ProductParts, formatId: number | undefined, vintageId: number | undefined, typology: PricesTypology): FoundPrice {
  let lines = keptLines.get(part);
  if (lines === undefined) {
    lines = new Map();
    keptLines.set(part, lines);
  }
  const key = `${formatId ?? ''}:${vintageId ?? ''}:${typology === null ? '' : `t${typology.key}`}`;
  let found = lines.get(key);
  if (found === undefined) {
    found = deepFreeze(buildLine(part, formatId, vintageId, typology));
    // A line asked with ids the product does not have is answered, not kept (a map of unknown ids could grow).
    if (lines.size < 256) lines.set(key, found);
  }
  return found;
}

/** One visible line's answer from its product's kept rows. */
function buildLine(part: ProductParts, formatId: number | undefined, vintageId: number | undefined, typology: PricesTypology): FoundPrice {
  const { product } = part;
  const { own, newest } = shapeOf(part);
  const format = formatId === undefined ? own[0] : own.find((f) => f.id === formatId);
  const grid = format && typology ? part.formatJoin.find((r) => r.f.id === format.id && r.grid?.typology === typology.key)?.grid ?? undefined : undefined;
  // The grid's price, else the format's own; a format hidden from the typology has none.
  const price = format && grid?.visible !== false ? grid?.priceCents ?? format.priceCents : null;
  // The vintage the buyer chose (its duties, its name on the line), else the newest, as the shop's own price display does.
  const vintage = (vintageId === undefined ? undefined : part.vintages.find((v) => v.id === vintageId)) ?? newest;
  const pricing = format && typology ? pricingLineOf({ format, grid, product, vintage, typology }) : null;
  return {
    found: true, productId: product.id, formatId: format?.id ?? null,
    vintageId: vintage?.id ?? null, vintage: shownVintage(vintage?.name), label: orderLineLabel({ product, vintage: shownVintage(vintage?.name), format }),
    status: product.status, productType: product.productType, vatType: product.vatType, priceCents: price,
    pricing: pricing as Record<string, unknown> | null,
    unity: format?.unity ?? 'u', unityValue: Number(format?.unityValue ?? 1), eq75: Number(format?.eq75 ?? 0),
    minQuantity: product.minQuantity, maxQuantity: product.maxQuantity, stock: format?.stock ?? null,
    builder: builderOf(part.builder),
  };
}

/**
 * What an order needs of the catalogue: each line's product, format and price for one viewer.
 * With `cacheEntries` > 0, a product's rows and a shop's typologies are kept per process once read
 * (docs/decisions/cart-price-performance.md): every cart price and order of a shop reads the same few
 * products again. They are dropped when the shop's catalogue changes (`catalog:<shop>`, catalog's triggers
 * on products, formats, grid prices, vintages, box builders and typologies, stock included: every process),
 * after 60 s at most, and by any write this process answers (`dropCacheOnWrites`: the price read is declared read-only).
 */
export function pricesRepo(db: Db, cacheEntries = 0) {
  const keptParts = changeFeedCache<ProductParts | null>({ db, ttlMs: 60_000, maxEntries: cacheEntries });
  const keptTypologies = changeFeedCache<TypologyRow[]>({ db, ttlMs: 60_000, maxEntries: cacheEntries > 0 ? 1_000 : 0 });
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
    const rows = await keptTypologies.get(`typologies:${view.shopId}`, [changeKeys.catalog(view.shopId)], () => typologiesOfShop.execute({ shopId: view.shopId }));
    const row = (view.typology ? rows.find((t) => t.key === view.typology) : undefined) ?? rows.find((t) => t.isPublic);
    return row ? { key: row.key, ttc: row.ttc, allRulesInEq75: row.allRulesInEq75, globalDiscount: String(Number(row.globalDiscount)) } : null;
  }

  /** The rows of the shop's products among `ids`, in four queries whatever their number. */
  async function readParts(shopId: number, ids: number[]): Promise<Map<number, ProductParts>> {
    const [productRows, formatJoin, vintageRows, builderRows] = await Promise.all([
      productsOfCart.execute({ ids, shopId }),
      formatsOfCart.execute({ ids }),
      vintagesOfCart.execute({ ids }),
      buildersOfCart.execute({ ids }),
    ]);
    return new Map(productRows.map((product) => [product.id, {
      product,
      formatJoin: formatJoin.filter((r) => r.f.productId === product.id),
      vintages: vintageRows.filter((v) => v.productId === product.id),
      builder: builderRows.find((b) => b.productId === product.id),
    }]));
  }

  /** Each product's rows, the kept ones as kept; one read for the others (a product of another shop, or none, is null). */
  async function partsOf(shopId: number, ids: number[]): Promise<Array<ProductParts | null>> {
    let missing: Promise<Map<number, ProductParts>> | undefined;
    // One list of change keys for every product of the call (each entry only reads it); no named closure per call
    // (tsx names each one as it is made, which the bench's process pays on every cart).
    const dependsOn = [changeKeys.catalog(shopId)];
    return Promise.all(ids.map((id) => keptParts.get(`${shopId}:${id}`, dependsOn, async () => (await (missing ??= readParts(shopId, ids))).get(id) ?? null)));
  }

  return {
    /** Drops everything kept (a write answered by this process, before its answer leaves). */
    forgetAll() {
      keptParts.forgetAll();
      keptTypologies.forgetAll();
    },
    async stop() {
      await Promise.all([keptParts.stop(), keptTypologies.stop()]);
    },
    async pricesFor(view: ShopView, lines: Array<{ productId: number; formatId?: number | undefined; vintageId?: number | undefined }>): Promise<ProductPrices> {
      const productIds = [...new Set(lines.map((l) => l.productId))];
      const [typology, parts] = await Promise.all([typologyFor(view), partsOf(view.shopId, productIds)]);
      // Each line reads its own product's rows (a few formats and vintages), not every row of the cart.
      const partsById = new Map(parts.flatMap((p) => (p ? [[p.product.id, p] as const] : [])));
      const priced = lines.map((line): ProductPrice => {
        const part = partsById.get(line.productId);
        const product = part?.product;
        const visible = product && (view.staff || (PUBLIC_STATUSES as readonly string[]).includes(product.status));
        if (!part || !product || !visible) return { found: false, productId: line.productId };
        return lineOf(part, line.formatId, line.vintageId, typology);
      });
      return { typology, lines: priced };
    },
  };
}
export type PricesRepo = ReturnType<typeof pricesRepo>;
