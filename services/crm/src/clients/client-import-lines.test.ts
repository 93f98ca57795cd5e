import { describe, expect, it } from 'vitest';
import { duplicatesSeenBy, findDuplicates, notYoursDuplicate, readClientLines } from './client-import-lines';

const row = (line: number, cells: Record<string, string>) => ({ line, cells });

describe('reading imported client lines', () => {
  it('reads a professional with a SIRET (siren and nic filled) and a private client', () => {
    const { clients, errors } = readClientLines([
      row(2, { type: 'Professionnel', raison_sociale: 'Cave du Port', siret: '732 829 320 00074', e_mail: 'Cave@Port.fr', code_postal: '34200', ville: 'Sète', adresse: '1 quai', etiquettes: 'caviste, export' }),
      row(3, { prenom: 'Jean', nom: 'Durand', civilite: 'M.', telephone: '06 12 34 56 78' }),
    ]);
    expect(errors).toEqual([]);
    expect(clients[0]).toMatchObject({ line: 2, department: '34', city: 'Sète', body: { isPro: true, siret: '73282932000074', siren: '732829320', nic: '00074', email: 'cave@port.fr', tags: ['caviste', 'export'] } });
    expect(clients[1]).toMatchObject({ body: { isPro: false, civility: 'mr', lastname: 'Durand' } });
  });
  it('says which line and column are wrong, in French', () => {
    const { clients, errors } = readClientLines([
      row(2, { nom: 'Martin', email: 'pas-un-mail' }),
      row(3, { type: 'pro', siret: '12345' }),
      row(4, { nom: 'Petit', civilite: 'Dr' }),
    ]);
    expect(clients).toEqual([]);
    expect(errors).toContainEqual({ line: 2, column: 'email', message: 'Le mail est incorrect' });
    expect(errors).toContainEqual({ line: 3, column: 'raison_sociale', message: 'Indiquez la raison sociale de ce professionnel.' });
    expect(errors.find((e) => e.line === 3 && e.column === 'siret')?.message).toMatch(/SIRET doit faire 14 chiffres/);
    expect(errors).toContainEqual({ line: 4, column: 'civilite', message: 'Civilité inconnue : écrivez M., Mme ou Mx (ou laissez vide).' });
  });
});

describe('duplicates of an import', () => {
  it('finds lines already in the file (e-mail, SIRET) and lines repeated in the file', () => {
    const { clients } = readClientLines([
      row(2, { nom: 'A', email: 'known@x.fr' }),
      row(3, { type: 'pro', raison_sociale: 'B', siret: '73282932000074' }),
      row(4, { nom: 'C', email: 'new@x.fr' }),
      row(5, { nom: 'C bis', email: 'NEW@x.fr' }),
    ]);
    const found = findDuplicates(clients, [{ id: 7, email: 'Known@X.fr', siret: null }, { id: 8, email: null, siret: '73282932000074' }]);
    expect(found).toEqual([
      { line: 2, clientId: 7, otherLine: null, reason: 'Déjà client (même e-mail known@x.fr)' },
      { line: 3, clientId: 8, otherLine: null, reason: 'Déjà client (même SIRET 73282932000074)' },
      { line: 5, clientId: null, otherLine: 4, reason: 'Même client que la ligne 4' },
    ]);
  });
});

describe('duplicatesSeenBy', () => {
  it("hides which client a line doubles when the agent may not see it, and keeps the rest as found", () => {
    const found = [
      { line: 2, clientId: 1, otherLine: null, reason: 'Déjà client (même e-mail a@b.test)' },
      { line: 3, clientId: 2, otherLine: null, reason: 'Déjà client (même SIRET 44392119900016)' },
      { line: 4, clientId: null, otherLine: 2, reason: 'Même client que la ligne 2' },
    ];
    expect(duplicatesSeenBy(found, new Set([1]))).toEqual([
      found[0],
      { line: 3, clientId: null, otherLine: null, reason: notYoursDuplicate },
      found[2],
    ]);
    expect(duplicatesSeenBy(found, new Set([1, 2]))).toEqual(found);
  });
});
