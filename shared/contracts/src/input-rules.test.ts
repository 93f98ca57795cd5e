import { describe, expect, it } from 'vitest';
import { INT4_MAX, inputFault, inputFaultMessage, isStorableText } from './input-rules';

describe('input rules', () => {
  it('refuse texts PostgreSQL cannot store: NUL, lone halves of a UTF-16 pair; keep whole pairs (emoji)', () => {
    expect(isStorableText('Château 🍷')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
  });

  it('find the first fault deep in an input, naming the field, integers only when asked', () => {
    expect(inputFault({ lines: [{ quantity: 2 }, { quantity: INT4_MAX + 1 }] }, { integers: true })).toEqual({ path: 'lines.1.quantity', kind: 'integer' });
    expect(inputFault({ lines: [{ quantity: INT4_MAX + 1 }] }, { integers: false })).toBeNull();
    expect(inputFault({ price: 12.5, gtin: '3760123450010', when: null }, { integers: true })).toBeNull();
    expect(inputFault({ address: { city: 'Ly\u0000on' } }, { integers: true })).toEqual({ path: 'address.city', kind: 'text' });
    expect(inputFault({ 'k\u0000': 1 }, { integers: true })?.kind).toBe('text');
    expect(inputFault(-2_147_483_649, { integers: true })?.kind).toBe('integer');
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(inputFault(deep, { integers: true })?.kind).toBe('depth');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(inputFault(new (class Stream { pipe = circular })(), { integers: true })).toBeNull();
  });

  it('say in French what to do, without the value', () => {
    expect(inputFaultMessage({ path: 'search', kind: 'text' })).toBe('Le texte envoyé contient un caractère non autorisé (search) : retirez-le et réessayez.');
    expect(inputFaultMessage({ path: 'id', kind: 'integer' })).toBe('Ce nombre est trop grand (id) : saisissez une valeur plus petite.');
  });
});
