import { z } from 'zod';
import { isCardExpiration, isCardNumber, isDate, isPostalCode } from './checks';
import { ruleMessages as m } from './messages';

/** A required, trimmed text: the start of most rules (phone-rules.ts too). */
export const requiredText = () => z.string({ error: m.needed }).trim();
const text = requiredText;

/**
 * A decimal from a form: French users type "5,5", inputs give "5.5" or a number. A blank or missing
 * value is an empty field (z.coerce.number would have made it 0, so an empty fee passed).
 */
const decimal = (message: string) =>
  z.preprocess((v) => {
    if (v === null || v === undefined) return undefined;
    if (typeof v !== 'string') return v;
    const typed = v.trim();
    if (typed === '') return undefined;
    return /^-?\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : typed;
  }, z.number({ error: (issue) => (issue.input === undefined ? m.needed : message) }));

/**
 * The validation rules of spec point 5, one zod schema each, used by the forms (react-hook-form
 * resolver) and by the server (request bodies). Every rule refuses an empty value; wrap it in
 * `optionalRule` for a field that may stay empty. The telephone rules are in `phoneRules` (phone-rules.ts):
 * they carry libphonenumber's metadata, which a form without a phone must not download.
 */
export const rules = {
  needed: text().min(1, m.needed),
  email: text().min(1, m.needed).max(254, m.email).pipe(z.email(m.email)).transform((v) => v.toLowerCase()),
  counter: text().min(1, m.needed).max(50, m.counter),
  url: text().min(1, m.needed).regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, m.url),
  number: text().min(1, m.needed).regex(/^-?\d+$/, m.number),
  numberFloat: text().min(1, m.needed).regex(/^-?\d+([.,]\d+)?$/, m.numberFloat),
  mongoid: text().min(1, m.needed).regex(/^\d+$/, m.mongoid),
  link: text().min(1, m.needed).regex(/^[\p{L}\d_%-]+$/u, m.link),
  string: text().min(2, m.string).regex(/\p{L}/u, m.string),
  username: text().min(1, m.needed).max(49, m.username).regex(/^[\p{L}][\p{L} '’-]*$/u, m.username),
  date: text().min(1, m.needed).refine(isDate, m.date),
  postal: text().min(1, m.needed).refine((v) => isPostalCode(v), m.postal),
  password: z.string({ error: m.needed }).min(5, m.password).max(200, m.password).regex(/[A-Z]/, m.password).regex(/[a-z]/, m.password),
  description: text().min(11, m.description).max(5000, m.description),
  tva: decimal(m.tva).pipe(z.number().gt(0, m.tva).lt(100, m.tva)),
  fee: decimal(m.fee).pipe(z.number().min(0, m.fee).lt(25, m.fee)),
  promocode: text().min(1, m.needed).max(15, m.promocode),
  tvacode: text().min(2, m.tvacode).regex(/\p{L}/u, m.tvacode),
  cardNumber: text().min(1, m.needed).refine(isCardNumber, m.cardNumber),
  cardExpiration: text().min(1, m.needed).refine((v) => isCardExpiration(v), m.cardExpiration),
  cvv: text().regex(/^\d{3}$/, m.cvv),
  country: text().regex(/^[A-Za-z]{2,3}$/, m.country).transform((v) => v.toUpperCase()),
  // Spaces removed: a SIRET is usually written and copied in groups (123 456 789 00012).
  siret: z.string({ error: m.siret }).transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{14}$/, m.siret)),
  cgu: z.literal(true, { error: m.cgu }),
} as const;

export type RuleName = keyof typeof rules;

/** The rule, or nothing: an empty or blank input becomes undefined instead of failing. */
export function optionalRule<T extends z.ZodTypeAny>(rule: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v ?? undefined), rule.optional());
}
