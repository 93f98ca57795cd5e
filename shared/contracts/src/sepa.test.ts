import { describe, expect, it } from 'vitest';
import { mandateBodySchema, isSepaIban, sepaBatchBodySchema } from './sepa';
import { creditorIdSchema, isCreditorId } from './sepa-creditor';

describe('isSepaIban', () => {
  it('checks the check digits, the country format and that the country is SEPA', () => {
    expect(isSepaIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isSepaIban('fr7630006000011234567890189')).toBe(true);
    expect(isSepaIban('FR7730006000011234567890189')).toBe(false); // check digits
    expect(isSepaIban('FR76300060000112345678901')).toBe(false); // French length
    expect(isSepaIban('BR1500000000000010932840814P2')).toBe(false); // valid IBAN, not SEPA
  });
});

describe('isCreditorId (ICS)', () => {
  it('checks the form and the check digits', () => {
    expect(isCreditorId('FR72ZZZ123456')).toBe(true);
    expect(isCreditorId('fr72 zzz 123456')).toBe(true);
    expect(isCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isCreditorId('FR12ZZZ123456')).toBe(false);
    expect(isCreditorId('FR72')).toBe(false);
    expect(isCreditorId('US72ZZZ123456')).toBe(false);
    expect(creditorIdSchema.parse(' fr72 zzz 123456 ')).toBe('FR72ZZZ123456');
  });
});

describe('mandateBodySchema', () => {
  const body = { shopId: 1, clientName: 'Cave Martin', debtorName: 'Cave Martin SARL', iban: 'fr76 3000 6000 0112 3456 7890 189', signedOn: '2026-11-01' };
  it('keeps the IBAN in its electronic form, the BIC optional', () => {
    expect(mandateBodySchema.parse(body)).toMatchObject({ iban: 'FR7630006000011234567890189', recurrent: true });
    expect(mandateBodySchema.parse({ ...body, bic: '' }).bic).toBeNull();
    expect(mandateBodySchema.parse({ ...body, bic: 'agrifrpp' }).bic).toBe('AGRIFRPP');
  });
  it('says in French what is wrong', () => {
    const issues = (over: object) => mandateBodySchema.safeParse({ ...body, ...over }).error?.issues.map((i) => i.message);
    expect(issues({ iban: 'FR7730006000011234567890189' })).toEqual(['Cet IBAN n’est pas valide (clé de contrôle ou pays hors zone SEPA).']);
    expect(issues({ bic: 'AGRI' })).toEqual(['Ce BIC n’est pas valide (8 ou 11 caractères).']);
    expect(issues({ reference: 'RUM é' })?.[0]).toMatch(/^La référence \(RUM\) fait 1 à 35 caractères/);
  });
});

describe('sepaBatchBodySchema', () => {
  it('wants invoices, each once', () => {
    expect(sepaBatchBodySchema.safeParse({ shopId: 1, collectionDate: '2026-12-01', invoiceIds: [] }).success).toBe(false);
    expect(sepaBatchBodySchema.safeParse({ shopId: 1, collectionDate: '2026-12-01', invoiceIds: [3, 3] }).error?.issues[0]?.message).toBe('Chaque facture ne peut apparaître qu’une fois.');
  });
});
