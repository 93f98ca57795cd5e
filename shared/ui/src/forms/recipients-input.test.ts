import { describe, expect, it } from 'vitest';
import { commitTyped, recipientsKey } from './recipients-input';

const list = ['jean@example.fr'];
const invalid = (a: string) => `L'adresse "${a}" est invalide.`;

describe('commitTyped', () => {
  it('adds a valid address and empties the input', () =>
    expect(commitTyped(list, ' marie@domaine.fr ')).toEqual({ next: [...list, 'marie@domaine.fr'], typed: '', error: null }));
  it('keeps a refused address in the input with its message', () =>
    expect(commitTyped(list, 'marie@')).toEqual({ next: list, typed: 'marie@', error: invalid('marie@') }));
  it('takes in a pasted list, keeping only what is refused', () =>
    expect(commitTyped([], 'a@b.fr, x; c@d.fr y@ a@b.fr')).toEqual({ next: ['a@b.fr', 'c@d.fr'], typed: 'x y@', error: invalid('x') }));
  it('does not list an address twice', () => expect(commitTyped(list, 'JEAN@example.fr')).toEqual({ next: list, typed: '', error: null }));
});

describe('recipientsKey', () => {
  it.each(['Enter', 'Tab'])('%s adds a typed valid address and stays in the field', (key) =>
    expect(recipientsKey(key, list, 'marie@domaine.fr')).toEqual({ next: [...list, 'marie@domaine.fr'], typed: '', error: null, preventDefault: true }));
  it('Enter on an invalid address shows the message and does not submit', () =>
    expect(recipientsKey('Enter', list, 'marie')).toEqual({ next: list, typed: 'marie', error: invalid('marie'), preventDefault: true }));
  it('Tab on an invalid address shows the message and lets the focus move', () =>
    expect(recipientsKey('Tab', list, 'marie')).toEqual({ next: list, typed: 'marie', error: invalid('marie'), preventDefault: false }));
  it.each(['Enter', 'Tab'])('%s on an empty input keeps its usual meaning', (key) => {
    expect(recipientsKey(key, list, '')).toBeNull();
    expect(recipientsKey(key, list, '  ')).toBeNull();
  });
  it('Backspace on an empty input removes the last address', () =>
    expect(recipientsKey('Backspace', ['a@b.fr', 'c@d.fr'], '')).toEqual({ next: ['a@b.fr'], typed: '', error: null, preventDefault: true }));
  it('Backspace while typing, or with no address, only edits the text', () => {
    expect(recipientsKey('Backspace', list, 'mar')).toBeNull();
    expect(recipientsKey('Backspace', [], '')).toBeNull();
  });
  it('other keys are left alone', () => expect(recipientsKey('a', list, 'marie@domaine.fr')).toBeNull());
});
