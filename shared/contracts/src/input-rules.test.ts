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

  it('name the field of a fault as the refusal shows it: keys joined by dots, empty keys dropped, an odd key as ?', () => {
    const at = (value: unknown, path?: string, depth?: number) => inputFault(value, { integers: true }, path, depth);
    expect(at({ a: [1, [2, { b: 'x\u0000' }]] })).toEqual({ path: 'a.1.1.b', kind: 'text' });
    expect(at({ '': { a: 'x\u0000' } })).toEqual({ path: 'a', kind: 'text' });
    expect(at({ a: { '': 'x\u0000' } })).toEqual({ path: 'a.', kind: 'text' });
    expect(at({ '': 'x\u0000' })).toEqual({ path: '', kind: 'text' });
    expect(at({ 'k\u0000': 1 })).toEqual({ path: '?', kind: 'text' });
    expect(at({ a: { 'é\ud800x': 1 } })).toEqual({ path: 'a.??x', kind: 'text' });
    expect(at({ a: { '🍷': 'ok', b: 2 ** 31 } })).toEqual({ path: 'a.b', kind: 'integer' });
    expect(at({ a: 'x\ud800' }, 'body')).toEqual({ path: 'body.a', kind: 'text' });
    expect(at({ id: 2n ** 31n })).toEqual({ path: 'id', kind: 'integer' });
    const holed: unknown[] = [];
    holed[1] = 'x\udc00';
    expect(at(holed)).toEqual({ path: '1', kind: 'text' });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = { n: deep };
    expect(at(deep)).toEqual({ path: Array(32).fill('n').join('.'), kind: 'depth' });
    expect(at({ n: { n: 1 } }, 'x', 31)).toEqual({ path: 'x.n', kind: 'depth' });
    expect(at({ a: 'Château 🍷', b: [1, -(2 ** 31)], c: { d: null, e: true } })).toBeNull();
  });

  it('say in French what to do, without the value', () => {
    expect(inputFaultMessage({ path: 'search', kind: 'text' })).toBe('Le texte envoyé contient un caractère non autorisé (search) : retirez-le et réessayez.');
    expect(inputFaultMessage({ path: 'id', kind: 'integer' })).toBe('Ce nombre est trop grand (id) : saisissez une valeur plus petite.');
  });
});
