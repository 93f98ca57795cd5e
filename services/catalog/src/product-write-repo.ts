import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { stockFromLedgerMessage, type ProductBodyParsed } from '@vendange/contracts';
import { HttpError, type Db } from '@vendange/service-kit';
import { formatPrices, formats, nutrition, nutritionTexts, packings, productImages, products, vintages } from './db/schema';
import { syncBoxBuilder } from './box-builder-write';
import { eq75For } from './format-volume';
import { productSearchText } from './search-text';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const staleRow = () => new HttpError(409, 'STALE_PRODUCT', 'Cette fiche a changé entre-temps (une ligne n’existe plus) : rechargez-la puis recommencez.');

function productColumns(body: ProductBodyParsed) {
  return {
    name: body.name, precision: body.precision, productType: body.productType, type: body.type, color: body.color, gamme: body.gamme,
    status: body.status, vatType: body.vatType, minQuantity: body.minQuantity, maxQuantity: body.maxQuantity, wrappingPriceCents: body.wrappingPriceCents,
    labels: body.labels, quality: body.quality, wineCategory: body.wineCategory, growingZone: body.growingZone, description: body.description,
    searchText: productSearchText(body.name, body.precision), updatedAt: new Date(),
  };
}

/**
 * Child rows keep their ids when the body names them (orders and grids point at format ids), are
 * created when it does not, and are deleted when the body leaves them out. An id of another
 * product is refused, and the whole write rolls back.
 */
async function syncChildren(tx: Tx, productId: number, body: ProductBodyParsed): Promise<void> {
  const [vintageIds, formatIds, packingIds, imageIds] = await Promise.all([
    tx.select({ id: vintages.id }).from(vintages).where(eq(vintages.productId, productId)).then((r) => new Set(r.map((x) => x.id))),
    tx.select({ id: formats.id }).from(formats).where(eq(formats.productId, productId)).then((r) => new Set(r.map((x) => x.id))),
    tx.select({ id: packings.id }).from(packings).where(eq(packings.productId, productId)).then((r) => new Set(r.map((x) => x.id))),
    tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).then((r) => new Set(r.map((x) => x.id))),
  ]);
  const mustOwn = (ids: Set<number>, id: number | undefined) => { if (id !== undefined && !ids.has(id)) throw staleRow(); };

  const keptVintages = body.vintages.map((v) => v.id).filter((id): id is number => id !== undefined);
  await tx.delete(vintages).where(and(eq(vintages.productId, productId), keptVintages.length ? notInArray(vintages.id, keptVintages) : undefined));
  for (const [position, v] of body.vintages.entries()) {
    mustOwn(vintageIds, v.id);
    const values = {
      name: v.name, position, da: v.legal.da, css: v.legal.css, typeDA: v.legal.typeDA, exciseCode: v.legal.exciseCode, customTaxName: v.legal.customTaxName,
      customTaxAmountPerHl: v.legal.customTaxAmountPerHL, customTaxFamilies: v.legal.customTaxFamilies, customTaxAdded: v.legal.customTaxAdded,
      customTaxVat: v.legal.customTaxVat, alcohol: v.advanced.alcool.value, grapeVarieties: v.grapeVarieties,
    };
    if (v.id !== undefined) await tx.update(vintages).set(values).where(eq(vintages.id, v.id));
    else await tx.insert(vintages).values({ productId, ...values });
  }

  // Figures for sale the ledger keeps: only movements change them (docs/decisions/stock-ledger.md).
  const ledgerKept = new Set((await tx.select({ id: formats.id }).from(formats)
    .where(and(eq(formats.productId, productId), eq(formats.stockFromLedger, true)))).map((r) => r.id));
  const keptFormats = body.formats.map((f) => f.id).filter((id): id is number => id !== undefined);
  await tx.delete(formats).where(and(eq(formats.productId, productId), keptFormats.length ? notInArray(formats.id, keptFormats) : undefined));
  for (const [position, f] of body.formats.entries()) {
    mustOwn(formatIds, f.id);
    // Typed over a figure the ledger keeps (the editor sent back what it showed, changed): said, not ignored.
    if (f.id !== undefined && ledgerKept.has(f.id) && f.stockSeen !== undefined && f.stockSeen !== f.stock) {
      throw new HttpError(409, 'STOCK_FROM_LEDGER', stockFromLedgerMessage(`${body.name} · ${f.unityValue} ${f.unity}`));
    }
    for (const visual of f.visuals) if (!imageIds.has(visual)) throw new HttpError(400, 'UNKNOWN_IMAGE', 'Un visuel du format n’appartient pas à ce produit : choisissez parmi les images du produit.');
    const values = {
      position, container: f.container, unity: f.unity, unityValue: f.unityValue, eq75: eq75For(f), type: f.type, packingQuantity: f.packingQuantity,
      weight: f.weight, priceCents: f.priceCents, discountPrice: f.discountPrice, discountAdd: f.discountAdd, discountGlobal: f.discountGlobal,
      promotions: f.promotions, visuals: f.visuals, gtin: f.gtin,
      // A figure the editor left as it loaded it stays as orders have made it since (see stock-for-sale.md); one
      // the ledger keeps is never written here.
      ...(f.id !== undefined && ((f.stockSeen !== undefined && f.stockSeen === f.stock) || ledgerKept.has(f.id)) ? {} : { stock: f.stock }),
    };
    let formatId = f.id;
    if (formatId !== undefined) await tx.update(formats).set(values).where(eq(formats.id, formatId));
    else formatId = (await tx.insert(formats).values({ productId, ...values }).returning({ id: formats.id }))[0]!.id;
    await tx.delete(formatPrices).where(eq(formatPrices.formatId, formatId));
    const grid = Object.entries(f.typologies);
    if (grid.length) await tx.insert(formatPrices).values(grid.map(([typology, t]) => ({ formatId: formatId!, typology, priceCents: t.priceCents, visible: t.visible })));
  }

  const keptPackings = body.packings.map((p) => p.id).filter((id): id is number => id !== undefined);
  await tx.delete(packings).where(and(eq(packings.productId, productId), keptPackings.length ? notInArray(packings.id, keptPackings) : undefined));
  for (const [position, p] of body.packings.entries()) {
    mustOwn(packingIds, p.id);
    const values = { position, packing: p.packing, packingQuantity: p.packingQuantity, weight: p.weight };
    if (p.id !== undefined) await tx.update(packings).set(values).where(eq(packings.id, p.id));
    else await tx.insert(packings).values({ productId, ...values });
  }

  await tx.delete(nutritionTexts).where(eq(nutritionTexts.productId, productId));
  await tx.delete(nutrition).where(eq(nutrition.productId, productId));
  if (body.nutrition) {
    const { texts, ...values } = body.nutrition;
    await tx.insert(nutrition).values({ productId, ...values });
    const rows = Object.entries(texts).filter(([, t]) => t !== undefined).map(([language, t]) => ({ productId, language, ingredients: t!.ingredients, allergens: t!.allergens, otherMentions: t!.otherMentions }));
    if (rows.length) await tx.insert(nutritionTexts).values(rows);
  }
}

/** A unique violation of the GTIN index (the driver's error, or drizzle's wrapping of it). */
function isGtinConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' && `${e.constraint ?? e.constraint_name ?? e.message ?? ''}`.includes('formats_gtin_unique')) return true;
  return e.cause !== undefined && e.cause !== e && isGtinConflict(e.cause);
}

const gtinTaken = () => new HttpError(409, 'GTIN_TAKEN', 'Ce code EAN/GTIN est déjà celui d’un autre format : un code identifie un seul produit (formats[].gtin).');

async function withGtinCheck<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isGtinConflict(error)) throw gtinTaken();
    throw error;
  }
}

async function createIn(tx: Tx, shopId: number, body: ProductBodyParsed): Promise<number> {
  const id = (await tx.insert(products).values({ shopId, ...productColumns(body) }).returning({ id: products.id }))[0]!.id;
  await syncChildren(tx, id, body);
  await syncBoxBuilder(tx, id, body.builder);
  return id;
}

/** Product writes: the whole product in one transaction, nothing half-saved on error. */
export function productWriteRepo(db: Db) {
  return {
    async create(shopId: number, body: ProductBodyParsed): Promise<number> {
      return withGtinCheck(db.transaction((tx) => createIn(tx, shopId, body)));
    },
    /** The same creation inside a caller's transaction (an import's chunk: all its products or none). */
    createIn: (tx: Tx, shopId: number, body: ProductBodyParsed) => withGtinCheck(createIn(tx, shopId, body)),
    async update(id: number, body: ProductBodyParsed): Promise<void> {
      await withGtinCheck(db.transaction(async (tx) => {
        await tx.update(products).set(productColumns(body)).where(eq(products.id, id));
        await syncChildren(tx, id, body);
        await syncBoxBuilder(tx, id, body.builder);
      }));
    },
    async setStatus(id: number, status: (typeof products.$inferSelect)['status']): Promise<void> {
      await db.update(products).set({ status, updatedAt: new Date() }).where(eq(products.id, id));
    },
    /** Typology keys of a shop, for checking the grids a format names. */
    async formatIdsOfShop(shopId: number, formatIds: number[]): Promise<Set<number>> {
      if (formatIds.length === 0) return new Set();
      const rows = await db.select({ id: formats.id }).from(formats).innerJoin(products, eq(products.id, formats.productId))
        .where(and(eq(products.shopId, shopId), inArray(formats.id, formatIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type ProductWriteRepo = ReturnType<typeof productWriteRepo>;
