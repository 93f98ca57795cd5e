import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sepaReferencePattern } from '@vendange/contracts';
import { batchReferenceOf, endToEndIdOf, sepaText } from './batch-reference';
import { generatedRum } from './mandate-reference';
import { sequenceTypeOf } from './sequence-type';

describe('generatedRum', () => {
  it('names the shop and the rank, in the SEPA set', () => {
    expect(generatedRum(12, 34)).toBe('VDG-12-000034');
    expect(generatedRum(12, 35)).not.toBe(generatedRum(12, 34));
    expect(generatedRum(3, 1234567)).toBe('VDG-3-1234567');
    expect(sepaReferencePattern.test(generatedRum(2_147_483_647, 999_999_999))).toBe(true);
  });
});

describe('endToEndIdOf', () => {
  it('carries the batch and the invoice number, at most 35 SEPA characters', () => {
    expect(endToEndIdOf(7, 'FA2026-00012')).toBe('B7-FA2026-00012');
    fc.assert(fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.string({ maxLength: 60 }), (batch, number) => {
      const id = endToEndIdOf(batch, number);
      expect(id.length).toBeLessThanOrEqual(35);
      expect(id.startsWith(`B${batch}-`)).toBe(true);
      if (id.length > `B${batch}-`.length) expect(sepaReferencePattern.test(id)).toBe(true);
    }));
  });
  it('batch references are per shop and batch', () => {
    expect(batchReferenceOf(4, 9)).toBe('PRLV-4-9');
  });
});

describe('sepaText', () => {
  it('takes the accents off and keeps the SEPA set', () => {
    expect(sepaText('Élise Dupré & Fils — Château')).toBe('Elise Dupre Fils Chateau');
  });
});

describe('sequenceTypeOf', () => {
  it('FRST for a recurrent mandate never used, RCUR after, OOFF for a one-off', () => {
    expect(sequenceTypeOf(true, false)).toBe('FRST');
    expect(sequenceTypeOf(true, true)).toBe('RCUR');
    expect(sequenceTypeOf(false, false)).toBe('OOFF');
  });
});
