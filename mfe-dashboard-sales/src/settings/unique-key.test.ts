import { describe, expect, it } from 'vitest';
import { collectionPointSchema } from '@vendange/contracts';
import { uniqueKey } from './unique-key';

describe('uniqueKey', () => {
  it('is the name without accents, spaces or punctuation', () => {
    expect(uniqueKey('Colissimo à domicile', [])).toBe('colissimo-a-domicile');
    expect(uniqueKey('  Caveau — Beaune (21) ', [])).toBe('caveau-beaune-21');
  });
  it('numbers a name the shop already uses', () => {
    expect(uniqueKey('Colissimo', ['colissimo'])).toBe('colissimo-2');
    expect(uniqueKey('Colissimo', ['colissimo', 'colissimo-2'])).toBe('colissimo-3');
  });
  it('falls back when the name has no letter or digit', () => {
    expect(uniqueKey('***', [])).toBe('mode');
    expect(uniqueKey('!!', ['point'], 'point')).toBe('point-2');
  });
  it('stays within the contract (40 characters, its alphabet)', () => {
    const long = 'Livraison par le domaine dans toute la Bourgogne et le Jura';
    const taken = Array.from({ length: 12 }, (_, i) => (i === 0 ? uniqueKey(long, []) : `${uniqueKey(long, [])}-${i + 1}`));
    const key = uniqueKey(long, taken);
    expect(key.endsWith('-13')).toBe(true);
    expect(collectionPointSchema.shape.id.safeParse(key).success).toBe(true);
  });
});
