import { describe, expect, it } from 'vitest';
import { parisMonthOf } from './drm/drm-months';
import { demoMomentOf, demoStockMoves } from './seed';

const paris = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Europe/Paris' });

describe('the demo ledger’s running month', () => {
  it('dates every movement inside the Paris month the seed runs in, in order, never after the seed', () => {
    for (const now of [new Date('2026-11-27T22:00:00Z'), new Date('2026-03-31T21:59:00Z'), new Date('2026-07-01T00:30:00Z'), new Date('2026-01-01T01:00:00Z')]) {
      const moments = [1, 2, 3, 4, 5, 6, 7].map((step) => demoMomentOf(now, step, 7));
      for (const m of moments) {
        expect(parisMonthOf(m), `${now.toISOString()} → ${paris(m)}`).toBe(parisMonthOf(now));
        expect(m.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      expect([...moments].sort((a, b) => a.getTime() - b.getTime())).toEqual(moments);
    }
  });

  it('never takes a line below zero, balances each transfer, and carries an ARC-shaped DAE for the Belgian sale', () => {
    const moves = demoStockMoves(new Date('2026-11-27T22:00:00Z'));
    const levels = new Map<string, number>();
    for (const move of moves) {
      for (const l of move.lines) {
        const key = `${l.place}:${l.wine}:${l.vintage}`;
        levels.set(key, (levels.get(key) ?? 0) + l.quantity);
        expect(levels.get(key)!, key).toBeGreaterThanOrEqual(0);
      }
      if (move.kind === 'transfer') expect(move.lines.reduce((s, l) => s + l.quantity, 0)).toBe(0);
      if (move.kind === 'exit') expect(move.lines.every((l) => l.quantity < 0)).toBe(true);
    }
    const dae = moves.find((m) => m.document)!;
    expect(dae.destination).toBe('BE');
    expect(dae.document!.number).toMatch(/^\d{2}[A-Z]{2}[A-Z0-9]{16}\d$/);
    expect(dae.document!.number.startsWith('26FR')).toBe(true);
  });
});
