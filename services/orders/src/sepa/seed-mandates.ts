import { eq } from 'drizzle-orm';
import { calendarDate } from '@vendange/pricing';
import { invoices, sepaMandates } from '../db/schema';
import type { Tx } from '../orders-repo';
import { clientKeyOf } from '../received-payments/outstanding-ages';
import { generatedRum } from './mandate-reference';

/** The demo: the client of each shop's first invoice has signed a recurrent SEPA mandate (the EPC's sample IBAN). */
export async function seedDemoMandates(tx: Tx): Promise<void> {
  const rows = await tx.select({ shopId: invoices.shopId, buyerId: invoices.buyerId, clientName: invoices.clientName, issuedAt: invoices.issuedAt })
    .from(invoices).where(eq(invoices.kind, 'invoice')).orderBy(invoices.id);
  const done = new Set<number>();
  for (const row of rows) {
    if (done.has(row.shopId)) continue;
    done.add(row.shopId);
    await tx.insert(sepaMandates).values({
      shopId: row.shopId, reference: generatedRum(row.shopId, 1), clientKey: clientKeyOf(row), clientName: row.clientName, buyerId: row.buyerId,
      debtorName: row.clientName, iban: 'FR7630006000011234567890189', bic: null, signedOn: calendarDate(row.issuedAt), recurrent: true, createdBy: 0,
    });
  }
}
