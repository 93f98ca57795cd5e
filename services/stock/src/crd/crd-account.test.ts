import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crdLabelOf, crdReasons, crdSignOf } from '@vendange/contracts';
import { computeCrdAccount, crdMoved, type CrdKey } from './crd-account';

const green: CrdKey = { id: 1, name: null, colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 750 };
const blue: CrdKey = { id: 2, name: 'Bleu magnum', colour: 'bleu', regime: 'personnalise', genre: 'mousseux', volumeMl: 1500 };
const idle: CrdKey = { id: 3, name: null, colour: 'orange', regime: 'personnalise', genre: 'vdn', volumeMl: 500 };

describe('the CRD account of a month', () => {
  it('splits entries and exits by kind, carries a line that only held stock, leaves out one that held and moved nothing', () => {
    const lines = computeCrdAccount({
      capsules: [blue, green, idle],
      openings: [{ capsuleId: 1, units: 1000 }, { capsuleId: 2, units: 40 }],
      month: [
        { capsuleId: 1, reason: 'purchase', units: 5000 },
        { capsuleId: 1, reason: 'used', units: -3800 },
        { capsuleId: 1, reason: 'destroyed', units: -8 },
        { capsuleId: 1, reason: 'surplus', units: 90 },
      ],
    });
    expect(lines).toEqual([
      {
        capsuleId: 1, label: 'Vert · Collective suspendue · tranquille · 75 cl', colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 750,
        opening: 1000, entries: { purchase: 5000, surplus: 90 }, exits: { used: 3800, destroyed: 8 }, closing: 2282,
      },
      { capsuleId: 2, label: 'Bleu magnum', colour: 'bleu', regime: 'personnalise', genre: 'mousseux', volumeMl: 1500, opening: 40, entries: {}, exits: {}, closing: 40 },
    ]);
  });

  it('for any movements, opening + entries − exits = closing = every movement up to the month end', () => {
    const move = fc.record({ capsuleId: fc.constantFrom(1, 2), reason: fc.constantFrom(...crdReasons), units: fc.integer({ min: 1, max: 500 }) })
      .map((m) => ({ ...m, units: m.units * crdSignOf(m.reason) }));
    fc.assert(fc.property(fc.array(move, { maxLength: 8 }), fc.array(move, { maxLength: 25 }), (before, during) => {
      const openings = [1, 2].map((capsuleId) => ({ capsuleId, units: before.filter((b) => b.capsuleId === capsuleId).reduce((s, b) => s + b.units, 0) }));
      const lines = computeCrdAccount({ capsules: [green, blue], openings, month: during });
      for (const id of [1, 2]) {
        const total = [...before, ...during].filter((m) => m.capsuleId === id).reduce((s, m) => s + m.units, 0);
        const line = lines.find((l) => l.capsuleId === id);
        expect(line?.closing ?? 0).toBe(total);
        if (line) {
          const entries = Object.values(line.entries).reduce((s, v) => s + v, 0);
          const exits = Object.values(line.exits).reduce((s, v) => s + v, 0);
          expect(line.opening + entries - exits).toBe(line.closing);
          expect(Object.values(line.exits).every((v) => v > 0) && Object.values(line.entries).every((v) => v > 0)).toBe(true);
        }
      }
    }));
  });

  it('knows a month where capsules moved from one where they only stayed', () => {
    const held = computeCrdAccount({ capsules: [green], openings: [{ capsuleId: 1, units: 10 }], month: [] });
    const bought = computeCrdAccount({ capsules: [green], openings: [], month: [{ capsuleId: 1, reason: 'purchase', units: 5 }] });
    expect([crdMoved(held), crdMoved(bought), crdMoved([])]).toEqual([false, true, false]);
  });

  it('reads a line by its name, else its key, with the size as customs write it', () => {
    expect(crdLabelOf({ ...green, volumeMl: 375, colour: 'lie-de-vin' })).toBe('Lie-de-vin · Collective suspendue · tranquille · 37,5 cl');
    expect(crdLabelOf(blue)).toBe('Bleu magnum');
  });
});

describe('the CRD lines of the EDI file', () => {
  it('writes opening, each kind and closing, in the CAVE lines’ layout with the 24eme CRD words', async () => {
    const { crdCsvRows } = await import('../drm/drm-files');
    const [line] = computeCrdAccount({ capsules: [green], openings: [{ capsuleId: 1, units: 30000 }], month: [{ capsuleId: 1, reason: 'purchase', units: 1500 }, { capsuleId: 1, reason: 'used', units: -3800 }] });
    expect(crdCsvRows('202610', 'FR012345E6789', line!)).toEqual([
      'CRD;202610;;FR012345E6789;VERT;TRANQUILLE;Bouteille 75 cl;;;;;collective suspendue;stocks_debut;debut;30000;;;',
      'CRD;202610;;FR012345E6789;VERT;TRANQUILLE;Bouteille 75 cl;;;;;collective suspendue;entrees;achats;1500;;;',
      'CRD;202610;;FR012345E6789;VERT;TRANQUILLE;Bouteille 75 cl;;;;;collective suspendue;sorties;utilisations;3800;;;',
      'CRD;202610;;FR012345E6789;VERT;TRANQUILLE;Bouteille 75 cl;;;;;collective suspendue;stocks_fin;fin;27700;;;',
    ]);
  });
});
