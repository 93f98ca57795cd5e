import { eq } from 'drizzle-orm';
import { withBillingDefaults, type BillingSettings, type ShopLegal } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { shops } from './db/schema';

/** The legal notice and billing columns of the shops, read and written apart from the rest of the shop. */
export function shopLegalRepo(db: Db) {
  return {
    async ofShop(id: number): Promise<ShopLegal | null> {
      return (await db.select({ legal: shops.legal }).from(shops).where(eq(shops.id, id)).limit(1))[0]?.legal ?? null;
    },
    async save(id: number, legal: ShopLegal): Promise<ShopLegal | null> {
      return (await db.update(shops).set({ legal }).where(eq(shops.id, id)).returning({ legal: shops.legal }))[0]?.legal ?? null;
    },
    /** The billing settings, the defaults until saved. */
    async billingOf(id: number): Promise<BillingSettings> {
      return withBillingDefaults((await db.select({ billing: shops.billing }).from(shops).where(eq(shops.id, id)).limit(1))[0]?.billing);
    },
    async saveBilling(id: number, billing: BillingSettings): Promise<BillingSettings | null> {
      return (await db.update(shops).set({ billing }).where(eq(shops.id, id)).returning({ billing: shops.billing }))[0]?.billing ?? null;
    },
  };
}
export type ShopLegalRepo = ReturnType<typeof shopLegalRepo>;
