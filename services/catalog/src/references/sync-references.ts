import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { referenceItems } from '../db/schema';
import { referenceLists } from './reference-index';

/** Mirrors the versioned reference lists into catalog.reference_items (for SQL reports), idempotent. */
export async function syncReferences(db: Db): Promise<void> {
  const rows = Object.entries(referenceLists).flatMap(([list, items]) => items.map((item, position) => ({
    list, code: item.code, label: item.label, group: item.group, exciseCategory: item.exciseCategory ?? null, volumeUnit: item.volumeUnit ?? null, position,
  })));
  await db.transaction(async (tx) => {
    await tx.insert(referenceItems).values(rows).onConflictDoUpdate({
      target: [referenceItems.list, referenceItems.code],
      set: { label: sql`excluded.label`, group: sql`excluded."group"`, exciseCategory: sql`excluded.excise_category`, volumeUnit: sql`excluded.volume_unit`, position: sql`excluded.position` },
    });
    await tx.delete(referenceItems).where(notInArray(sql`${referenceItems.list} || ':' || ${referenceItems.code}`, rows.map((r) => `${r.list}:${r.code}`)));
  });
}
