import { eq, sql } from 'drizzle-orm';
import { withAccountingDefaults, type AccountingCodes } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { accountingCodes } from '../db/schema';

export function accountingCodesRepo(db: Db) {
  return {
    /** The shop's codes over the French chart's defaults. */
    async of(shopId: number): Promise<AccountingCodes> {
      const [row] = await db.select({ codes: accountingCodes.codes }).from(accountingCodes).where(eq(accountingCodes.shopId, shopId));
      return withAccountingDefaults(row?.codes);
    },
    async save(shopId: number, codes: AccountingCodes): Promise<AccountingCodes> {
      await db.insert(accountingCodes).values({ shopId, codes })
        .onConflictDoUpdate({ target: accountingCodes.shopId, set: { codes, updatedAt: sql`now()` } });
      return codes;
    },
  };
}
export type AccountingCodesRepo = ReturnType<typeof accountingCodesRepo>;
