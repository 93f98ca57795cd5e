import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { sequenceTypes } from '@vendange/contracts';
import { batchTotalCents, pain008Xml, type Pain008Batch, type Pain008Debit } from './pain008';

const creditor = { name: 'Domaine des Essais', creditorId: 'FR72ZZZ123456', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
const debit = (over: Partial<Pain008Debit> = {}): Pain008Debit => ({
  amountCents: 12_345, endToEndId: 'B1-FA2026-00001', sequenceType: 'FRST', mandateReference: 'VDG-1-000001', mandateSignedOn: '2026-01-10',
  debtorName: 'Elise Dupre', debtorIban: 'DE89370400440532013000', debtorBic: null, remittance: 'Facture FA2026-00001', ...over,
});
const batch = (debits: Pain008Debit[]): Pain008Batch => ({ messageId: 'PRLV-1-1', createdAt: new Date('2026-11-26T10:00:00Z'), collectionDate: '2026-11-30', creditor, debits });

type Node = Record<string, unknown>;
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** The file read back as objects. */
function read(xml: string) {
  const root = (convert(xml, { format: 'object' }) as { Document: Node & { CstmrDrctDbtInitn: { GrpHdr: Node; PmtInf: Node | Node[] } } }).Document;
  return { root, header: root.CstmrDrctDbtInitn.GrpHdr, infos: asList(root.CstmrDrctDbtInitn.PmtInf) };
}
const cents = (text: unknown) => Math.round(Number(text) * 100);

describe('pain008Xml', () => {
  it('writes a pain.008.001.02 document: header, one block per sequence type, the mandate of each debit', () => {
    const xml = pain008Xml(batch([
      debit(),
      debit({ amountCents: 10, endToEndId: 'B1-FA2026-00002', sequenceType: 'RCUR', mandateReference: 'VDG-1-000002', debtorBic: 'COBADEFFXXX' }),
      debit({ amountCents: 990, endToEndId: 'B1-FA2026-00003', sequenceType: 'RCUR', mandateReference: 'VDG-1-000002' }),
    ]));
    const { root, header, infos } = read(xml);
    expect(root['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(header).toMatchObject({ MsgId: 'PRLV-1-1', NbOfTxs: '3', CtrlSum: '133.45', InitgPty: { Nm: 'Domaine des Essais' } });
    expect(infos.map((i) => (i.PmtTpInf as Node).SeqTp)).toEqual(['FRST', 'RCUR']);
    const [frst, rcur] = infos as [Node, Node];
    expect(frst).toMatchObject({
      PmtMtd: 'DD', NbOfTxs: '1', CtrlSum: '123.45', ReqdColltnDt: '2026-11-30',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' } },
      CdtrAcct: { Id: { IBAN: creditor.iban } }, CdtrAgt: { FinInstnId: { BIC: 'AGRIFRPP' } },
      CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: 'FR72ZZZ123456', SchmeNm: { Prtry: 'SEPA' } } } } },
    });
    expect(frst.DrctDbtTxInf).toMatchObject({
      PmtId: { EndToEndId: 'B1-FA2026-00001' }, InstdAmt: { '@Ccy': 'EUR', '#': '123.45' },
      DrctDbtTx: { MndtRltdInf: { MndtId: 'VDG-1-000001', DtOfSgntr: '2026-01-10' } },
      // No BIC: the IBAN is enough (IBAN-only since 2016).
      DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } }, Dbtr: { Nm: 'Elise Dupre' }, DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      RmtInf: { Ustrd: 'Facture FA2026-00001' },
    });
    expect(rcur).toMatchObject({ NbOfTxs: '2', CtrlSum: '10.00' });
    expect(asList(rcur.DrctDbtTxInf as Node[])[0]).toMatchObject({ DbtrAgt: { FinInstnId: { BIC: 'COBADEFFXXX' } } });
  });

  it('refuses a debtor IBAN whose check digits are wrong', () => {
    expect(() => pain008Xml(batch([debit({ debtorIban: 'DE00370400440532013000' })]))).toThrow();
  });

  it('control sums equal the sum of the debits, to the cent, in the header and in each block (property)', () => {
    const arbDebit = fc.record({
      amountCents: fc.integer({ min: 1, max: 99_999_999 }),
      sequenceType: fc.constantFrom(...sequenceTypes),
    });
    fc.assert(fc.property(fc.array(arbDebit, { minLength: 1, maxLength: 40 }), (drawn) => {
      const debits = drawn.map((d, i) => debit({ ...d, endToEndId: `B1-${i}` }));
      const { header, infos } = read(pain008Xml(batch(debits)));
      expect(cents(header.CtrlSum)).toBe(batchTotalCents(debits));
      expect(Number(header.NbOfTxs)).toBe(debits.length);
      for (const info of infos) {
        const seq = (info.PmtTpInf as Node).SeqTp;
        const own = debits.filter((d) => d.sequenceType === seq);
        expect(cents(info.CtrlSum)).toBe(batchTotalCents(own));
        expect(asList(info.DrctDbtTxInf as Node[]).reduce((n, t) => n + cents((t.InstdAmt as Node)['#']), 0)).toBe(batchTotalCents(own));
      }
    }), { numRuns: 200 });
  });
});
