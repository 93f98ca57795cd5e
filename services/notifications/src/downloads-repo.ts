import { and, eq, isNull } from 'drizzle-orm';
import type { DocumentToDownload } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { downloads } from './db/schema';

export function downloadsRepo(db: Db) {
  return {
    /** Offers a document; with `idempotencyKey`, a repeat answers the document already offered and adds none. */
    async add(input: { userId: number; url: string; label: string; idempotencyKey?: string }): Promise<number> {
      const [row] = await db.insert(downloads).values(input).onConflictDoNothing({ target: downloads.idempotencyKey }).returning({ id: downloads.id });
      if (row) return row.id;
      const [existing] = await db.select({ id: downloads.id }).from(downloads).where(eq(downloads.idempotencyKey, input.idempotencyKey!));
      return existing!.id;
    },

    /**
     * The user's documents not handed over yet, marked delivered in the same statement: two tabs
     * polling at once never both open the same file.
     */
    async takePending(userId: number): Promise<DocumentToDownload[]> {
      const rows = await db.update(downloads).set({ deliveredAt: new Date() })
        .where(and(eq(downloads.userId, userId), isNull(downloads.deliveredAt)))
        .returning({ id: downloads.id, url: downloads.url, label: downloads.label });
      return rows.sort((a, b) => a.id - b.id);
    },
  };
}
export type DownloadsRepo = ReturnType<typeof downloadsRepo>;
