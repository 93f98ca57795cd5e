import { describe, expect, it } from 'vitest';
import { addRecipient, recipientsSchema } from './recipients';

describe('addRecipient', () => {
  const list = ['jean@example.fr'];
  it('adds a valid address, trimmed', () =>
    expect(addRecipient(list, '  marie@domaine.fr ')).toEqual({ list: ['jean@example.fr', 'marie@domaine.fr'], error: null, added: true }));
  it('refuses an invalid address with its message', () =>
    expect(addRecipient(list, 'x')).toEqual({ list, error: 'L\'adresse "x" est invalide.', added: false }));
  it.each(['jean@example.fr', 'JEAN@Example.FR', ' jean@example.fr '])('does not add %j twice', (typed) =>
    expect(addRecipient(list, typed)).toEqual({ list, error: null, added: false }));
  it.each(['', '   '])('ignores an empty input %j', (typed) => expect(addRecipient(list, typed)).toEqual({ list, error: null, added: false }));
  it('never changes the list it is given', () => {
    const given = Object.freeze(['a@b.fr']);
    const result = addRecipient(given, 'c@d.fr');
    expect(given).toEqual(['a@b.fr']);
    expect(result.list).not.toBe(given);
  });
});

describe('recipientsSchema', () => {
  const messages = (value: unknown) => {
    const result = recipientsSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('accepts one or more valid addresses', () => {
    expect(messages(['jean@example.fr'])).toEqual([]);
    expect(messages(['jean@example.fr', 'marie@domaine.fr'])).toEqual([]);
  });
  it('needs at least one address', () => expect(messages([])).toEqual(['Veuillez renseigner au moins une adresse mail.']));
  it('names each invalid address', () =>
    expect(messages(['jean@example.fr', 'x', 'y@'])).toEqual(['L\'adresse "x" est invalide.', 'L\'adresse "y@" est invalide.']));
});
