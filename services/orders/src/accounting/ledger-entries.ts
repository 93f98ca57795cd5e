import type { Db } from '@vendange/service-kit';
import type { ReceivedPaymentsRepo } from '../received-payments/received-payments-repo';
import type { AccountingCodesRepo } from './accounting-codes-repo';
import { documentEntry, paymentEntry, type Entry } from './fec-entries';
import { documentsIssuedIn } from './ledger-repo';

export interface LedgerDeps { db: Db; payments: ReceivedPaymentsRepo; codes: AccountingCodesRepo }

/** Every entry of a shop's period, on its accounting codes: the documents issued and the payments received. */
export async function ledgerEntries({ db, payments, codes }: LedgerDeps, shopId: number, from: string, to: string): Promise<Entry[]> {
  const [documents, received, accounts] = await Promise.all([documentsIssuedIn(db, shopId, from, to), payments.receivedIn(shopId, from, to), codes.of(shopId)]);
  return [...documents.map((d) => documentEntry(d, accounts)), ...received.map((p) => paymentEntry(p, accounts))];
}
