import { Document } from 'sepa';
import { sequenceTypes, type SequenceType } from '@vendange/contracts';

/** The creditor of a batch: the shop, its creditor identifier (ICS) and the bank the debits are collected to. */
export interface Pain008Creditor { name: string; creditorId: string; iban: string; bic: string }
/** One debit as the file carries it; amounts in integer cents. */
export interface Pain008Debit {
  amountCents: number;
  endToEndId: string;
  sequenceType: SequenceType;
  mandateReference: string;
  /** YYYY-MM-DD. */
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  /** What the debtor reads on their statement (the invoice number). */
  remittance: string;
}
export interface Pain008Batch { messageId: string; createdAt: Date; collectionDate: string; creditor: Pain008Creditor; debits: readonly Pain008Debit[] }

/** A calendar day (YYYY-MM-DD) as the library wants it: local midnight of that day (it prints local dates). */
const localDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
/** Cents as the euros the library takes (two decimals, exact for integer cents below 2^53 / 100). */
const euros = (cents: number): number => Number((cents / 100).toFixed(2));

/** The total of a batch's debits, in cents (the file's control sum). */
export const batchTotalCents = (debits: ReadonlyArray<{ amountCents: number }>): number => debits.reduce((n, d) => n + d.amountCents, 0);

/**
 * The pain.008.001.02 file (SEPA Core direct debit initiation) of a batch, built by sepa.js: one group header
 * (NbOfTxs, CtrlSum), one payment information block per sequence type (FRST, RCUR, OOFF) on the collection date,
 * each debit with its mandate (RUM, signature date). The library checks IBANs, the creditor id and the SEPA
 * character set when it serializes, and throws on a fault.
 */
export function pain008Xml(batch: Pain008Batch): string {
  const doc = new Document('pain.008.001.02');
  doc.grpHdr.id = batch.messageId;
  doc.grpHdr.created = batch.createdAt;
  doc.grpHdr.initiatorName = batch.creditor.name.slice(0, 70);
  for (const sequenceType of sequenceTypes) {
    const debits = batch.debits.filter((d) => d.sequenceType === sequenceType);
    if (debits.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.id = sequenceType;
    info.localInstrumentation = 'CORE';
    info.sequenceType = sequenceType;
    info.collectionDate = localDay(batch.collectionDate);
    info.creditorName = batch.creditor.name.slice(0, 70);
    info.creditorIBAN = batch.creditor.iban;
    info.creditorBIC = batch.creditor.bic;
    info.creditorId = batch.creditor.creditorId;
    info.batchBooking = true;
    for (const debit of debits) {
      const tx = info.createTransaction();
      tx.debtorName = debit.debtorName.slice(0, 70);
      tx.debtorIBAN = debit.debtorIban;
      if (debit.debtorBic) tx.debtorBIC = debit.debtorBic;
      tx.mandateId = debit.mandateReference;
      tx.mandateSignatureDate = localDay(debit.mandateSignedOn);
      tx.amount = euros(debit.amountCents);
      tx.end2endId = debit.endToEndId;
      tx.remittanceInfo = debit.remittance.slice(0, 140);
      info.addTransaction(tx);
    }
    doc.addPaymentInfo(info);
  }
  return doc.toString();
}
