import { describe, expect, it } from 'vitest';
import { clientBodySchema, departmentOf, isSiretValid } from '@vendange/contracts';

describe('SIRET, siren and nic of a client (spec point 5)', () => {
  it('checks the Luhn key, and La Poste by its sum of 5', () => {
    expect(isSiretValid('73282932000074')).toBe(true);
    expect(isSiretValid('73282932000075')).toBe(false);
    expect(isSiretValid('35600000000015')).toBe(true);
    expect(isSiretValid('1234')).toBe(false);
  });
  it('fills siren and nic from a SIRET typed with spaces, and the SIRET from siren + nic', () => {
    expect(clientBodySchema.parse({ isPro: true, businessName: 'Cave', siret: '732 829 320 00074' })).toMatchObject({ siret: '73282932000074', siren: '732829320', nic: '00074' });
    expect(clientBodySchema.parse({ isPro: true, businessName: 'Cave', siren: '732829320', nic: '00074' })).toMatchObject({ siret: '73282932000074' });
  });
  it('refuses a SIRET of the wrong length or key in French', () => {
    const short = clientBodySchema.safeParse({ isPro: true, businessName: 'Cave', siret: '7328293200007' });
    expect(short.error?.issues[0]?.message).toBe('Le SIRET doit faire 14 chiffres (ou SIREN 9 chiffres et NIC 5 chiffres)');
    const key = clientBodySchema.safeParse({ isPro: true, businessName: 'Cave', siret: '73282932000075' });
    expect(key.error?.issues[0]?.message).toMatch(/clé de contrôle/);
  });
  it('reads the department of a French postcode', () => {
    expect(departmentOf('34200')).toBe('34');
    expect(departmentOf('20100')).toBe('2A');
    expect(departmentOf('20200')).toBe('2B');
    expect(departmentOf('97400')).toBe('974');
    expect(departmentOf('1000', 'BE')).toBeNull();
  });
});
