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

/** What UNSTORABLE can start with: a plain class scans far faster than the lookarounds, so most texts stop here. */
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000\ud800-\udfff]/;

export const isStorableText = (text: string): boolean => !SUSPECT.test(text) || !UNSTORABLE.test(text);

/**
 * Walks an input (query, params, JSON body): the first text that cannot be stored, or integer out of range.
 * Nearly every request is good, so the walk builds no path on its way down: the keys of a fault are gathered
 * on the way back up (faultAt) and the path written only then.
 */
export function inputFault(value: unknown, opts: { integers: boolean }, path = '', depth = 0): InputFault | null {
  const found = faultAt(value, opts.integers, depth);
  if (!found) return null;
  // Outermost key first, written as the walk always named it: an empty path takes the key alone, and a key that
  // is itself the fault is shown with its odd characters as '?' (or as '?' alone at the top).
  let at = path;
  for (let i = found.keys.length - 1; i >= 0; i -= 1) {
    const key = found.keys[i]!;
    if (i === 0 && found.badKey) at = at ? `${at}.${key.replace(/[^\x20-\x7e]/g, '?')}` : '?';
    else at = at ? `${at}.${key}` : key;
  }
  return { path: at, kind: found.kind };
}

/** A fault found by the walk: the keys leading to it, innermost first; badKey when the innermost key is the fault. */
interface Found { kind: InputFault['kind']; keys: string[]; badKey: boolean }

const INT4_MIN_BIG = BigInt(INT4_MIN);
const INT4_MAX_BIG = BigInt(INT4_MAX);

function faultAt(value: unknown, integers: boolean, depth: number): Found | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { kind: 'text', keys: [], badKey: false };
  if (typeof value === 'number') return integers && Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN) ? { kind: 'integer', keys: [], badKey: false } : null;
  if (typeof value === 'bigint') return integers && (value > INT4_MAX_BIG || value < INT4_MIN_BIG) ? { kind: 'integer', keys: [], badKey: false } : null;
  // Parsed JSON and query strings only: a stream or a buffer (a proxied or uploaded body) is not an input to walk.
  if (value === null || typeof value !== 'object' || !isPlain(value)) return null;
  if (depth >= MAX_DEPTH) return { kind: 'depth', keys: [], badKey: false };
  if (Array.isArray(value)) {
    // A parsed JSON or query array has only indices, all storable: walked by number, an index's text made only
    // for a fault (a hole reads as undefined, no fault, as Object.entries skipped it).
    for (let i = 0; i < value.length; i += 1) {
      const found = faultAt(value[i], integers, depth + 1);
      if (found) { found.keys.push(String(i)); return found; }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!isStorableText(key)) return { kind: 'text', keys: [key], badKey: true };
    const found = faultAt(record[key], integers, depth + 1);
    if (found) { found.keys.push(key); return found; }
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
