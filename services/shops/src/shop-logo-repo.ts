import { eq, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { shopLogos, shops } from './db/schema';

/** The public address of a shop's logo, versioned so a new logo is never served from a cache. */
export const logoAddress = (shopId: number, version: Date) => `/v1/shops/${shopId}/logo?v=${version.getTime()}`;

export function shopLogoRepo(db: Db) {
  return {
    /** Stores the logo and points the shop at it, in one transaction (the shop's change is announced by its row). */
    async set(shopId: number, bytes: Buffer, contentType: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(shopLogos).values({ shopId, bytes, contentType })
          .onConflictDoUpdate({ target: shopLogos.shopId, set: { bytes, contentType, updatedAt: sql`clock_timestamp()` } }).returning({ updatedAt: shopLogos.updatedAt });
        const address = logoAddress(shopId, row!.updatedAt);
        await tx.update(shops).set({ logo: address }).where(eq(shops.id, shopId));
        return address;
      });
    },
    async remove(shopId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(shopLogos).where(eq(shopLogos.shopId, shopId));
        await tx.update(shops).set({ logo: null }).where(eq(shops.id, shopId));
      });
    },
    async get(shopId: number): Promise<{ bytes: Buffer; contentType: string } | null> {
      return (await db.select({ bytes: shopLogos.bytes, contentType: shopLogos.contentType }).from(shopLogos).where(eq(shopLogos.shopId, shopId)))[0] ?? null;
    },
  };
}
export type ShopLogoRepo = ReturnType<typeof shopLogoRepo>;
