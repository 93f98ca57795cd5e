import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  IMPORT_CHUNK_SIZE, importMessages, productBodySchema, type ImportDetail, type ImportedProduct, type ImportKind, type ImportSummary,
} from '@vendange/contracts';
import { HttpError, InternalCallError, notFound, type Db, type InternalCall } from '@vendange/service-kit';
import { formats, importChunks, imports, products } from '../db/schema';
import { orderLineLabel } from '../order-line-label';
import type { ProductWriteRepo } from '../product-write-repo';
import { checkProductLines, checkStockLines, type ResolvedStockLine, type ShopFormat } from './import-checks';
import type { ImportTable } from './import-file';

type ImportRow = typeof imports.$inferSelect;
/** Announces the import's job in the confirming transaction (the catalog's outbox). */
export type ImportAnnouncer = (tx: Db, importId: number, shopId: number) => Promise<void>;

const SAMPLE_LINES = 10;

/**
 * A refusal of stock or orders (4xx with a French message in its body) becomes this request's own refusal: the
 * producer reads why (stock gone since, warehouse archived), instead of a 500. Anything else is left as it is.
 */
export function refusalOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof InternalCallError) || error.statusCode < 400 || error.statusCode >= 500) return null;
  try {
    const body = JSON.parse(/failed with \d+: ([\s\S]*)$/.exec(error.message)?.[1] ?? '') as { code?: string; message?: string };
    if (body.message) return new HttpError(error.statusCode, body.code ?? 'REFUSED', body.message);
  } catch {
    // Not our JSON shape: no message to pass on.
  }
  return null;
}

const summaryOf = (r: ImportRow): ImportSummary => ({
  id: r.id, kind: r.kind, fileName: r.fileName, status: r.status, totalLines: r.totalLines, processedLines: r.processedLines, errorCount: r.errors.length,
  createdCount: r.createdCount, failure: r.failure, createdBy: r.createdByName, createdAt: r.createdAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null,
});
const detailOf = (r: ImportRow): ImportDetail => ({ ...summaryOf(r), columns: r.columns, errors: r.errors, sample: r.sample });

/** What the catalogue's create path receives for one line: a wine in one bottle size, paused until the producer checks it. */
export function productBodyOf(shopId: number, l: ImportedProduct) {
  return productBodySchema.parse({
    shopId, productType: 'bottle', name: l.name, precision: l.appellation, color: l.color, vatType: l.vatType, status: 'paused',
    vintages: l.vintage ? [{ name: l.vintage }] : [],
    formats: [{ container: l.container, unity: l.unity, unityValue: l.unityValue, priceCents: l.priceCents, gtin: l.gtin ?? '' }],
  });
}

/** Imports of products and stock (docs/decisions/imports.md): read and checked, confirmed, written by a job in chunks, undone. */
export function importsRepo(db: Db, writes: ProductWriteRepo, internal: InternalCall, announce: ImportAnnouncer) {
  const scoped = (shopId: number, kind: ImportKind, id: number) => and(eq(imports.shopId, shopId), eq(imports.kind, kind), eq(imports.id, id));

  async function one(shopId: number, kind: ImportKind, id: number): Promise<ImportRow> {
    const [row] = await db.select().from(imports).where(scoped(shopId, kind, id));
    if (!row) throw notFound(importMessages.importUnknown);
    return row;
  }

  async function takenGtins(gtins: string[]): Promise<Set<string>> {
    if (gtins.length === 0) return new Set();
    const rows = await db.select({ gtin: formats.gtin }).from(formats).where(inArray(formats.gtin, gtins));
    return new Set(rows.flatMap((r) => (r.gtin ? [r.gtin] : [])));
  }

  /** The shop's formats the file may name: by EAN, or by product name (case aside; accents are compared after). */
  async function shopFormats(shopId: number, table: ImportTable): Promise<ShopFormat[]> {
    const gtins = table.rows.map((r) => r.cells.ean ?? '').filter((g) => g !== '').map((g) => g.replace(/\s/g, '').padStart(14, '0'));
    const names = [...new Set(table.rows.map((r) => (r.cells.produit ?? '').trim().toLowerCase()).filter((n) => n !== ''))];
    if (gtins.length === 0 && names.length === 0) return [];
    const rows = await db.select({ f: formats, name: products.name }).from(formats).innerJoin(products, eq(products.id, formats.productId))
      .where(and(eq(products.shopId, shopId), or(
        gtins.length ? and(isNotNull(formats.gtin), inArray(formats.gtin, gtins)) : undefined,
        names.length ? inArray(sql`lower(${products.name})`, names) : undefined,
      )));
    return rows.map(({ f, name }) => ({
      formatId: f.id, productId: f.productId, productName: name, unity: f.unity, unityValue: f.unityValue, gtin: f.gtin,
      label: orderLineLabel({ product: { name }, vintage: null, format: { unity: f.unity, unityValue: f.unityValue, type: f.type, packingQuantity: f.packingQuantity } }),
    }));
  }

  async function finish(id: number, status: 'completed' | 'error', failure: string | null) {
    await db.update(imports).set({ status, failure, finishedAt: new Date() }).where(and(eq(imports.id, id), eq(imports.status, 'processing')));
  }

  return {
    /** Reads and checks a file's lines; writes only the import (pending) with what it found. */
    async preview(shopId: number, kind: ImportKind, fileName: string, table: ImportTable, by: { id: number | null; name: string | null }): Promise<ImportDetail> {
      const checked = kind === 'products'
        ? checkProductLines(table, await takenGtins(table.rows.flatMap((r) => {
          const g = (r.cells.ean ?? '').replace(/\s/g, '');
          return /^\d{8,14}$/.test(g) ? [g.padStart(14, '0')] : [];
        })))
        : checkStockLines(table, (await internal<{ warehouses: { id: number; name: string }[] }>('stock', 'GET', `/v1/internal/stock/imports/warehouses?shopId=${shopId}`)).warehouses, await shopFormats(shopId, table));
      const [row] = await db.insert(imports).values({
        shopId, kind, fileName: fileName.slice(0, 200), totalLines: table.rows.length, columns: table.columns, lines: checked.lines, errors: checked.errors.slice(0, 1000),
        sample: table.rows.slice(0, SAMPLE_LINES), createdById: by.id, createdByName: by.name,
      }).returning();
      return detailOf(row!);
    },

    async list(shopId: number, kind: ImportKind, page: number, limit: number) {
      const where = and(eq(imports.shopId, shopId), eq(imports.kind, kind));
      const [rows, [total]] = await Promise.all([
        db.select().from(imports).where(where).orderBy(desc(imports.createdAt), desc(imports.id)).limit(limit).offset((page - 1) * limit),
        db.select({ n: count() }).from(imports).where(where),
      ]);
      return { items: rows.map(summaryOf), total: total?.n ?? 0, page, limit };
    },

    byId: async (shopId: number, kind: ImportKind, id: number) => detailOf(await one(shopId, kind, id)),

    /** Starts a checked file's import: processing, and its job announced in the same transaction. */
    async confirm(shopId: number, kind: ImportKind, id: number): Promise<ImportDetail> {
      const row = await one(shopId, kind, id);
      if (row.errors.length > 0) throw new HttpError(409, 'IMPORT_HAS_ERRORS', importMessages.hasErrors);
      return db.transaction(async (tx) => {
        const [started] = await tx.update(imports).set({ status: 'processing' }).where(and(scoped(shopId, kind, id), eq(imports.status, 'pending'))).returning();
        if (!started) throw new HttpError(409, 'IMPORT_STARTED', importMessages.notPending);
        await announce(tx, id, shopId);
        return detailOf(started);
      });
    },

    /**
     * The job: every chunk not written yet, each in its own transaction with its `import_chunks` row, so a job run
     * again (retry, second delivery) writes nothing twice. Stock chunks are written by the stock service once per
     * key `import:<id>:<chunk>`; the chunk is marked here after. A refusal (4xx) stops the import in `error`.
     */
    async run(importId: number, lastAttempt: boolean): Promise<void> {
      const [row] = await db.select().from(imports).where(eq(imports.id, importId));
      if (!row || row.status !== 'processing') return;
      const done = new Set((await db.select({ chunk: importChunks.chunk }).from(importChunks).where(eq(importChunks.importId, importId))).map((c) => c.chunk));
      try {
        for (let chunk = 0; chunk * IMPORT_CHUNK_SIZE < row.lines.length; chunk += 1) {
          if (done.has(chunk)) continue;
          const lines = row.lines.slice(chunk * IMPORT_CHUNK_SIZE, (chunk + 1) * IMPORT_CHUNK_SIZE);
          if (row.kind === 'stock') {
            await internal('stock', 'POST', '/v1/internal/stock/imports', {
              shopId: row.shopId, importId, key: `import:${importId}:${chunk}`,
              lines: (lines as ResolvedStockLine[]).map(({ line: _line, ...l }) => l),
            });
          }
          await db.transaction(async (tx) => {
            const fresh = await tx.insert(importChunks).values({ importId, chunk }).onConflictDoNothing().returning({ chunk: importChunks.chunk });
            if (fresh.length === 0) return;
            const ids: number[] = [];
            if (row.kind === 'products') {
              for (const line of lines as ImportedProduct[]) ids.push(await writes.createIn(tx, row.shopId, productBodyOf(row.shopId, line)));
            }
            await tx.update(imports).set({
              processedLines: sql`${imports.processedLines} + ${lines.length}`, createdCount: sql`${imports.createdCount} + ${lines.length}`,
              createdIds: sql`${imports.createdIds} || ${JSON.stringify(ids)}::jsonb`,
            }).where(eq(imports.id, importId));
          });
        }
      } catch (error) {
        // A refusal will not change on retry: the import stops in error with its reason. Anything else is retried.
        const refusal = refusalOf(error);
        if (refusal || lastAttempt) {
          await finish(importId, 'error', refusal?.message ?? 'L’import s’est arrêté sur une erreur technique : relancez-le plus tard ou contactez le support.');
          return;
        }
        throw error;
      }
      await finish(importId, 'completed', null);
    },

    /**
     * Undoes a finished import. Products: closed (archived), refused while any of them is on an order. Stock: the
     * stock service takes back what it entered, once (`import:<id>:revert`).
     */
    async revert(shopId: number, kind: ImportKind, id: number): Promise<ImportDetail> {
      const row = await one(shopId, kind, id);
      if (row.status !== 'completed' && row.status !== 'error') throw new HttpError(409, 'IMPORT_NOT_REVERTIBLE', importMessages.notRevertible);
      if (kind === 'products' && row.createdIds.length > 0) {
        const { productIds } = await internal<{ productIds: number[] }>('orders', 'POST', '/v1/internal/orders/products-ordered', { shopId, productIds: row.createdIds });
        if (productIds.length > 0) {
          const names = await db.select({ name: products.name }).from(products).where(and(eq(products.shopId, shopId), inArray(products.id, productIds)));
          throw new HttpError(409, 'IMPORT_ORDERED', importMessages.ordered(names.map((n) => n.name)));
        }
      }
      if (kind === 'stock') {
        try {
          await internal('stock', 'POST', '/v1/internal/stock/imports/revert', { shopId, importId: id, key: `import:${id}:revert` });
        } catch (error) {
          throw refusalOf(error) ?? error;
        }
      }
      return db.transaction(async (tx) => {
        const [reverted] = await tx.update(imports).set({ status: 'reverted', finishedAt: new Date() })
          .where(and(scoped(shopId, kind, id), inArray(imports.status, ['completed', 'error']))).returning();
        if (!reverted) throw new HttpError(409, 'IMPORT_NOT_REVERTIBLE', importMessages.notRevertible);
        if (kind === 'products' && row.createdIds.length > 0) {
          await tx.update(products).set({ status: 'closed', updatedAt: new Date() }).where(and(eq(products.shopId, shopId), inArray(products.id, row.createdIds)));
        }
        return detailOf(reverted);
      });
    },
  };
}
export type ImportsRepo = ReturnType<typeof importsRepo>;
