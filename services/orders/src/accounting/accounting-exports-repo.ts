import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { accountingExportLinkDays, type AccountingExport, type AccountingExportKind } from '@vendange/contracts';
import { offsetOf, type Db } from '@vendange/service-kit';
import { accountingExportParts, accountingExports } from '../db/schema';

type Row = typeof accountingExports.$inferSelect;


/** The file's address: the token in it is the only thing that opens it (docs/decisions/accounting.md). */
export const exportFilePath = (row: Pick<Row, 'id' | 'token'>) => `/v1/accounting/exports/${row.id}/file?token=${row.token}`;

export function toAccountingExport(row: Row, now = new Date()): AccountingExport {
  return {
    id: row.id, kind: row.kind, from: row.periodFrom, to: row.periodTo, status: row.status, progress: row.progress,
    fileName: row.fileName, sizeBytes: row.sizeBytes, errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadUrl: row.status === 'completed' && row.expiresAt > now ? exportFilePath(row) : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Same length and same bytes, in constant time: a token is never guessed one character at a time. */
function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function accountingExportsRepo(db: Db) {
  return {
    /** Records an export to make; `announce` writes its job in the same transaction. */
    async create(input: { shopId: number; userId: number; kind: AccountingExportKind; from: string; to: string }, announce: (tx: Db, row: Row) => Promise<void>): Promise<Row> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(accountingExports).values({
          shopId: input.shopId, userId: input.userId, kind: input.kind, periodFrom: input.from, periodTo: input.to,
          token: randomBytes(32).toString('base64url'), expiresAt: sql`now() + make_interval(days => ${accountingExportLinkDays})`,
        }).returning();
        await announce(tx as unknown as Db, row!);
        return row!;
      });
    },

    async byId(id: number): Promise<Row | null> {
      const [row] = await db.select().from(accountingExports).where(eq(accountingExports.id, id));
      return row ?? null;
    },

    async list(shopId: number, page: number, limit: number): Promise<{ items: Row[]; total: number }> {
      const [items, [total]] = await Promise.all([
        db.select().from(accountingExports).where(eq(accountingExports.shopId, shopId)).orderBy(desc(accountingExports.id)).limit(limit).offset(offsetOf(page, limit)),
        db.select({ n: count() }).from(accountingExports).where(eq(accountingExports.shopId, shopId)),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** A new attempt: what an earlier one wrote goes, the file is written again from the start. */
    async start(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(accountingExportParts).where(eq(accountingExportParts.exportId, id));
        await tx.update(accountingExports).set({ status: 'processing', progress: 0, errorMessage: null }).where(eq(accountingExports.id, id));
      });
    },

    async addPart(id: number, seq: number, bytes: Uint8Array): Promise<void> {
      await db.insert(accountingExportParts).values({ exportId: id, seq, bytes });
    },

    async progress(id: number, progress: number): Promise<void> {
      await db.update(accountingExports).set({ progress }).where(eq(accountingExports.id, id));
    },

    async complete(id: number, file: { fileName: string; contentType: string; sizeBytes: number }): Promise<void> {
      await db.update(accountingExports).set({ ...file, status: 'completed', progress: 100, finishedAt: sql`now()` }).where(eq(accountingExports.id, id));
    },

    async fail(id: number, message: string): Promise<void> {
      await db.update(accountingExports).set({ status: 'error', errorMessage: message, finishedAt: sql`now()` }).where(eq(accountingExports.id, id));
    },

    /** The completed export `token` opens, while its link lasts; null for anything else (which one is never said). */
    async openable(id: number, token: string): Promise<Row | null> {
      const row = await this.byId(id);
      return row && row.status === 'completed' && row.expiresAt > new Date() && sameToken(row.token, token) ? row : null;
    },

    /** The file's parts in order, read one at a time. */
    async *parts(id: number): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq += 1) {
        const [part] = await db.select({ bytes: accountingExportParts.bytes }).from(accountingExportParts)
          .where(and(eq(accountingExportParts.exportId, id), eq(accountingExportParts.seq, seq))).orderBy(asc(accountingExportParts.seq));
        if (!part) return;
        yield Buffer.from(part.bytes);
      }
    },
  };
}
export type AccountingExportsRepo = ReturnType<typeof accountingExportsRepo>;
