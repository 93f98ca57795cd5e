import { PDFDocument } from '@cantoo/pdf-lib';
import { eq, sql } from 'drizzle-orm';
import type { InvoiceDetail } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { invoiceFiles } from '../db/schema';
import { en16931Breaches } from './en16931-rules';
import { facturXPdf } from './factur-x';
import type { PdfLook } from './invoice-pdf';
import type { InvoicesRepo } from './invoices-repo';

/** Thrown when a document's CII breaks an EN 16931 rule: a defect to fix, not to retry. */
export class InvalidEInvoice extends Error {}

/** The CII a Factur-X file carries. */
async function ciiOf(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const xml = doc.getAttachments().find((a) => a.name === 'factur-x.xml');
  if (!xml) throw new InvalidEInvoice('no factur-x.xml in the generated file');
  return Buffer.from(xml.data).toString('utf8');
}

/**
 * A document's Factur-X file: the archived one when it was generated already, else generated now,
 * checked against the EN 16931 rules and archived (the first one stored wins: a concurrent
 * generation never replaces it), and the legal status moves from pending to generated.
 */
export async function documentFile(db: Db, repo: InvoicesRepo, doc: InvoiceDetail, look: PdfLook): Promise<Uint8Array> {
  const [stored] = await db.select({ pdf: invoiceFiles.pdf }).from(invoiceFiles).where(eq(invoiceFiles.invoiceId, doc.id));
  if (stored) return stored.pdf;
  const source = doc.sourceInvoiceId ? await repo.row(doc.sourceInvoiceId) : null;
  const pdf = await facturXPdf(doc, source ? { number: source.number, issuedAt: source.issuedAt.toISOString() } : null, look);
  const breaches = en16931Breaches(await ciiOf(pdf));
  if (breaches.length) {
    await repo.setLegalStatus(doc.id, 'error', ['pending', 'generated']);
    throw new InvalidEInvoice(`${doc.number}: ${breaches.map((b) => `${b.rule} ${b.message}`).join('; ')}`);
  }
  await db.insert(invoiceFiles).values({ invoiceId: doc.id, pdf }).onConflictDoNothing();
  await repo.setLegalStatus(doc.id, 'generated', ['pending', 'error']);
  const [kept] = await db.select({ pdf: invoiceFiles.pdf }).from(invoiceFiles).where(eq(invoiceFiles.invoiceId, doc.id));
  return kept!.pdf;
}

/** Records a transmission on the archived file. */
export async function recordTransmission(db: Db, invoiceId: number, connector: string, reference: string): Promise<void> {
  await db.update(invoiceFiles).set({ connector, transmissionRef: reference, transmittedAt: sql`now()` }).where(eq(invoiceFiles.invoiceId, invoiceId));
}
