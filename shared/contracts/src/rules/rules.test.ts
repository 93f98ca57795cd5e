import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isCardExpiration, isPostalCode } from './checks';
import { ruleMessages as m } from './messages';
import { phoneRules } from './phone-rules';
import { optionalRule, rules } from './rules';
import { normalizeMobile } from './telephone';

/** The first French message of a refusal, or null when the value passes. */
function errorOf(rule: z.ZodType, value: unknown): string | null {
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '(no message)');
}

/** One table of accepted values and one of refused values with their exact message. */
function table(rule: z.ZodType, accepted: unknown[], refused: [unknown, string][]) {
  it.each(accepted.map((v) => [v]))('accepts %j', (value) => expect(errorOf(rule, value)).toBeNull());
  it.each(refused)('refuses %j', (value, message) => expect(errorOf(rule, value)).toBe(message));
}

describe('needed', () => {
  table(rules.needed, ['a', ' x ', '0'], [['', m.needed], ['   ', m.needed], [undefined, m.needed], [null, m.needed], [12, m.needed]]);
});

describe('email', () => {
  table(
    rules.email,
    ['jean.dupont@example.fr', ' Marie@Domaine.FR ', 'a+cave@sub.example.com'],
    [
      ['', m.needed], ['jean', m.email], ['jean@', m.email], ['@example.fr', m.email], ['jean dupont@example.fr', m.email],
      ['jean@example', m.email], [`${'a'.repeat(250)}@x.fr`, m.email],
    ],
  );
  it('is trimmed and lower-cased, so one address is one account', () => expect(rules.email.parse(' Marie@Domaine.FR ')).toBe('marie@domaine.fr'));
});

describe('counter', () => {
  table(rules.counter, ['a', 'x'.repeat(50)], [['', m.needed], ['x'.repeat(51), m.counter]]);
});

describe('url', () => {
  table(
    rules.url,
    ['https://vendange.fr', 'http://domaine.fr/page?x=1', 'https://sub.example.co.uk/a#b'],
    [['', m.needed], ['vendange.fr', m.url], ['www.vendange.fr', m.url], ['ftp://vendange.fr', m.url], ['https://', m.url], ['https://vendange fr.com', m.url]],
  );
});

describe('number', () => {
  table(rules.number, ['0', '42', '-7', ' 12 '], [['', m.needed], ['1.5', m.number], ['1,5', m.number], ['abc', m.number], ['1e3', m.number]]);
});

describe('numberFloat', () => {
  table(rules.numberFloat, ['12', '12.5', '12,5', '-0,75'], [['', m.needed], ['12.', m.numberFloat], ['.5', m.numberFloat], ['1,2,3', m.numberFloat], ['12 5', m.numberFloat], ['abc', m.numberFloat]]);
});

describe('mongoid', () => {
  table(rules.mongoid, ['1', '12345'], [['', m.needed], ['-1', m.mongoid], ['12a', m.mongoid], ['1.0', m.mongoid]]);
});

describe('link', () => {
  table(rules.link, ['domaine-des-coteaux', 'mon_lien%20', 'Château2026'], [['', m.needed], ['a b', m.link], ['a/b', m.link], ['a.b', m.link], ['cave?', m.link]]);
});

describe('string', () => {
  table(rules.string, ['ab', 'a1', '12 rue'], [['', m.string], ['a', m.string], ['12', m.string], ['--', m.string]]);
});

describe('username', () => {
  table(
    rules.username,
    ['Jean', 'Jean-Pierre', "D'Artagnan", 'D’Artagnan', 'Éloïse Müller', 'x'.repeat(49)],
    [['', m.needed], ['Jean2', m.username], ['x'.repeat(50), m.username], ['-Jean', m.username], ['jean@cave', m.username]],
  );
});

// Mobile examples of each accepted country, in national (FR) and international formats.
const acceptedMobiles = [
  '06 12 34 56 78', '07 81 23 45 67', '0612345678', '+33 6 12 34 56 78', '+32 470 12 34 56', '+49 1512 3456789',
  '+352 628 123 456', '+41 78 123 45 67', '+31 6 12345678', '+34 612 34 56 78', '+39 312 345 6789', '+44 7400 123456',
];
const usMobile = '+1 201 555 0123';
const refusedPhones = [
  '01 23 45 67 89', '+33 1 23 45 67 89', '04 78 12 34 56', '09 51 23 45 67', // French landlines and box numbers
  '+32 2 123 45 67', '+44 20 7946 0958', '+49 30 123456', // landlines elsewhere
  '+351 912 345 678', '+43 664 123456', '+1 506 234 5678', '+212 6 50 12 34 56', // mobiles of other countries (PT, AT, CA, MA)
  '06 12 34 56', 'abc',
];

describe('telephone', () => {
  table(phoneRules.telephone, [...acceptedMobiles, usMobile], [['', m.needed], ...refusedPhones.map((v): [string, string] => [v, m.telephone])]);
  it.each([
    ['06 12 34 56 78', '+33612345678'], ['+32 470 12 34 56', '+32470123456'], [usMobile, '+12015550123'],
  ])('normalizes %s to %s', (typed, e164) => expect(normalizeMobile(typed)).toBe(e164));
});

describe('telephoneNoUS', () => {
  table(phoneRules.telephoneNoUS, acceptedMobiles, [['', m.needed], [usMobile, m.telephone], ['+1 415 555 2671', m.telephone], ['01 23 45 67 89', m.telephone]]);
});

describe('date', () => {
  table(
    rules.date,
    ['14/07/2026', '29/02/2028', '2026-07-14', '2026-07-14T10:00:00Z', '2026-07-14T10:00:00+02:00'],
    [['', m.needed], ['31/02/2026', m.date], ['29/02/2027', m.date], ['2026-13-01', m.date], ['14-07-2026', m.date], ['7/14/2026', m.date], ['demain', m.date]],
  );
});

describe('postal', () => {
  table(rules.postal, ['75001', '1000', 'L-1234', '1012 AB', 'SW1A 1AA', '1000-001'], [['', m.needed], ['1', m.postal], ['75001 75001 7', m.postal], ['#7500', m.postal]]);
  it.each([
    ['FR', '75001', true], ['FR', '7500', false], ['FR', '750011', false], ['DE', '10115', true], ['ES', '28001', true], ['IT', '00184', true],
    ['BE', '1000', true], ['BE', '10000', false], ['LU', 'L-1234', true], ['LU', '1234', true], ['CH', '8001', true], ['CH', '80010', false],
    ['NL', '1012 AB', true], ['NL', '1012AB', true], ['NL', '1012', false], ['GB', 'SW1A 1AA', true], ['GB', 'M1 1AE', true], ['GB', '12345', false],
    ['US', '10001', true], ['US', '10001-1234', true], ['US', '1000', false], ['PT', '1000-001', true], ['PT', '1000', false],
    ['fr', '75001', true], ['JP', '100-0001', true], ['JP', '!', false],
  ])('%s %s → %s', (country, code, ok) => expect(isPostalCode(code, country)).toBe(ok));
});

describe('password', () => {
  table(
    rules.password,
    ['Abcde', 'Vendange2026', 'aB cd e'],
    [[undefined, m.needed], ['', m.password], ['Abcd', m.password], ['abcdef', m.password], ['ABCDEF', m.password], [`A${'a'.repeat(200)}`, m.password]],
  );
});

describe('description', () => {
  table(rules.description, ['x'.repeat(11), 'x'.repeat(5000)], [['', m.description], ['x'.repeat(10), m.description], ['x'.repeat(5001), m.description], ['   court   ', m.description]]);
});

describe('tva', () => {
  table(rules.tva, ['20', '5,5', '5.5', 2.1, '99.99', ' 10 '], [['', m.needed], [null, m.needed], ['0', m.tva], [0, m.tva], ['100', m.tva], ['-1', m.tva], ['abc', m.tva], ['20%', m.tva], [Number.NaN, m.tva]]);
  it('reads a French decimal comma', () => expect(rules.tva.parse('5,5')).toBe(5.5));
});

describe('fee', () => {
  table(rules.fee, ['0', 0, '24,99', '7'], [['', m.needed], [' ', m.needed], [undefined, m.needed], ['25', m.fee], ['-0.01', m.fee], ['abc', m.fee]]);
});

describe('promocode', () => {
  table(rules.promocode, ['NOEL2026', 'x'.repeat(15)], [['', m.needed], ['x'.repeat(16), m.promocode]]);
});

describe('tvacode', () => {
  table(rules.tvacode, ['FR', 'T1', 'FR12345678901'], [['', m.tvacode], ['F', m.tvacode], ['12', m.tvacode]]);
});

describe('cardNumber', () => {
  table(
    rules.cardNumber,
    ['4242424242424242', '4242 4242 4242 4242', '5555555555554444', '378282246310005'],
    [['', m.needed], ['4242424242424241', m.cardNumber], ['1234', m.cardNumber], ['4242-4242-4242-4242', m.cardNumber], ['42424242424242424242', m.cardNumber]],
  );
});

describe('cardExpiration', () => {
  const now = new Date(2026, 5, 15); // 15 June 2026, local time like the check
  it.each(['06/26', '07/26', '12/26', '01/27', ' 06/26 '])('accepts %s in June 2026', (v) => expect(isCardExpiration(v, now)).toBe(true));
  it.each(['05/26', '12/25', '13/26', '00/27', '6/26', '06/2026', '0626', ''])('refuses %j in June 2026', (v) => expect(isCardExpiration(v, now)).toBe(false));
  table(rules.cardExpiration, ['12/99'], [['', m.needed], ['01/20', m.cardExpiration], ['13/99', m.cardExpiration]]);
});

describe('cvv', () => {
  table(rules.cvv, ['123', '000', ' 123 '], [['', m.cvv], ['12', m.cvv], ['1234', m.cvv], ['12a', m.cvv]]);
});

describe('country', () => {
  table(rules.country, ['FR', 'fr', 'FRA'], [['', m.country], ['F', m.country], ['FRAN', m.country], ['F1', m.country]]);
  it('is upper-cased', () => expect(rules.country.parse('be')).toBe('BE'));
});

describe('siret', () => {
  table(rules.siret, ['12345678901234', ' 12345678901234 ', '123 456 789 01234'], [['', m.siret], [undefined, m.siret], ['1234567890123', m.siret], ['123456789012345', m.siret], ['1234567890123A', m.siret]]);
  it('keeps the digits only', () => expect(rules.siret.parse('123 456 789 01234')).toBe('12345678901234'));
});

describe('cgu', () => {
  table(rules.cgu, [true], [[false, m.cgu], ['true', m.cgu], [undefined, m.cgu]]);
});

describe('optionalRule', () => {
  const phone = optionalRule(phoneRules.telephone);
  it.each(['', '   ', null, undefined])('turns %j into no value', (v) => expect(phone.parse(v)).toBeUndefined());
  it('still applies the rule to a typed value', () => {
    expect(phone.parse(' 06 12 34 56 78 ')).toBe('06 12 34 56 78');
    expect(errorOf(phone, '01 23 45 67 89')).toBe(m.telephone);
  });
  it('works with numeric rules', () => {
    expect(optionalRule(rules.fee).parse('')).toBeUndefined();
    expect(errorOf(optionalRule(rules.fee), '30')).toBe(m.fee);
  });
});
