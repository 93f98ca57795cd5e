import { describe, expect, it } from 'vitest';
import type { CrmClient } from '@vendange/contracts';
import { clientCsvHeader, clientCsvLine, csvCell } from './client-csv';

const client: CrmClient = {
  id: 1, shopId: 1, name: 'Cave du Port', isPro: true, pipe: 'client', source: 'staff', userId: null, civility: 'mrs', firstname: 'Anne',
  lastname: 'Roux', businessName: 'Cave du Port; SARL', siret: '73282932000074', siren: '732829320', nic: '00074', vatNumber: 'FR44732829320',
  email: 'anne@cave.fr', phone: '+33612345678', typology: 'pro', city: 'Sète', department: '34', tags: ['caviste', 'export'],
  marketingConsent: true, marketingConsentAt: '2026-01-02T10:00:00.000Z', deliveryAddress: null, billingAddress: null, mergedIntoId: null,
  createdAt: '2026-03-31T23:30:00.000Z', updatedAt: '2026-03-31T23:30:00.000Z',
};

describe('French CSV of clients', () => {
  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(null)).toBe('');
  });
  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+33612345678')).toBe("'+33612345678");
  });
  it('writes one client with French words and the Paris calendar day', () => {
    const line = clientCsvLine(client);
    expect(line.split(';')[0]).toBe('Professionnel');
    expect(line).toContain('Mme;Anne;Roux;"Cave du Port; SARL";73282932000074;FR44732829320;anne@cave.fr;\'+33612345678');
    expect(line).toContain('caviste, export;Client;Oui;01/04/2026');
    expect(clientCsvHeader().startsWith('Type;Civilité;Prénom;Nom;Raison sociale;SIRET')).toBe(true);
  });
});
