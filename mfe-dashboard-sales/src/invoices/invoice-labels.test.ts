import { describe, expect, it } from 'vitest';
import { creditStatuses, legalStatuses } from '@vendange/contracts';
import { creditStatusLabels, creditStatusTones, legalStatusLabels, legalStatusTones } from './invoice-labels';

describe('document status labels', () => {
  it('names every legal status of the contract in French, with a colour', () => {
    expect(Object.keys(legalStatusLabels)).toEqual([...legalStatuses]);
    expect(Object.values(legalStatusLabels).map((l) => l.message)).toEqual([
      'En attente', 'Générée', 'En cours de transmission', 'Incomplète', 'Transmise', 'Rejetée', 'Annulée', 'Erreur',
    ]);
    for (const s of legalStatuses) expect(legalStatusTones[s]).toBeTruthy();
    expect([legalStatusTones.completed, legalStatusTones.rejected, legalStatusTones.error]).toEqual(['green', 'red', 'red']);
  });
  it('names every credit status of the contract in French', () => {
    expect(Object.keys(creditStatusLabels)).toEqual([...creditStatuses]);
    expect(Object.values(creditStatusLabels).map((l) => l.message)).toEqual(['Entier', 'Partiel', 'Soldé', 'Remboursé']);
    for (const s of creditStatuses) expect(creditStatusTones[s]).toBeTruthy();
  });
  it('gives each label its own id', () => {
    const ids = [...Object.values(legalStatusLabels), ...Object.values(creditStatusLabels)].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
