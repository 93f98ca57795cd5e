import { eq } from 'drizzle-orm';
import type { ShopLegal } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { shops } from './db/schema';

/** The legal notice column of the shops, read and written apart from the rest of the shop. */
export function shopLegalRepo(db: Db) {
  return {
    async ofShop(id: number): Promise<ShopLegal | null> {
      return (await db.select({ legal: shops.legal }).from(shops).where(eq(shops.id, id)).limit(1))[0]?.legal ?? null;
    },
    async save(id: number, legal: ShopLegal): Promise<ShopLegal | null> {
      return (await db.update(shops).set({ legal }).where(eq(shops.id, id)).returning({ legal: shops.legal }))[0]?.legal ?? null;
    },
  };
}
export type ShopLegalRepo = ReturnType<typeof shopLegalRepo>;
