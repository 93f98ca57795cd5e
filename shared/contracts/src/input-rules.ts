/**
 * What any input of the API must respect before a database sees it, whatever the route: integers fit
 * PostgreSQL's `integer` (ids, quantities, cents), texts carry no NUL byte and no half of a UTF-16 pair
 * (PostgreSQL refuses both). One rule for every route (service-kit's input guard applies it).
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Where in an input a value breaks the rules, and which rule, or null when all is well. */
export interface InputFault { path: string; kind: 'text' | 'integer' | 'depth' }

/** Nesting no form of ours comes near: deeper inputs are refused rather than walked. */
const MAX_DEPTH = 32;

/** A text PostgreSQL cannot store: a NUL byte, or a lone surrogate (invalid UTF-16, so invalid UTF-8). */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Walks an input (query, params, JSON body): the first text that cannot be stored, or integer out of range. */
export function inputFault(value: unknown, opts: { integers: boolean }, path = '', depth = 0): InputFault | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { path, kind: 'text' };
  if (typeof value === 'number') return opts.integers && Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN) ? { path, kind: 'integer' } : null;
  if (typeof value === 'bigint') return opts.integers && (value > BigInt(INT4_MAX) || value < BigInt(INT4_MIN)) ? { path, kind: 'integer' } : null;
  // Parsed JSON and query strings only: a stream or a buffer (a proxied or uploaded body) is not an input to walk.
  if (value === null || typeof value !== 'object' || !isPlain(value)) return null;
  if (depth >= MAX_DEPTH) return { path, kind: 'depth' };
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!isStorableText(key)) return { path: path ? `${path}.${key.replace(/[^\x20-\x7e]/g, '?')}` : '?', kind: 'text' };
    const fault = inputFault(inner, opts, path ? `${path}.${key}` : key, depth + 1);
    if (fault) return fault;
  }
  return null;
}

function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The French message of a fault, naming the field (never echoing the value). */
export function inputFaultMessage(fault: InputFault): string {
  const field = fault.path ? ` (${fault.path})` : '';
  if (fault.kind === 'depth') return `Les données envoyées sont trop imbriquées${field} : envoyez-les telles que le formulaire les prépare.`;
  return fault.kind === 'text'
    ? `Le texte envoyé contient un caractère non autorisé${field} : retirez-le et réessayez.`
    : `Ce nombre est trop grand${field} : saisissez une valeur plus petite.`;
}
