/** A value of a form body in Stripe's bracket notation: text, or nested objects and lists of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

// Keys that would reach Object.prototype if a body named them.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 5;

/** 'card[number]' → ['card', 'number']; 'expand[]' → ['expand', '']; null when malformed or too deep. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  const path = [match[1]!, ...rest];
  return path.length > MAX_DEPTH || path.some((p) => FORBIDDEN.has(p)) ? null : path;
}

/** Objects whose keys are exactly 0..n-1 become lists, as Stripe reads `items[0][price]`. */
function toLists(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, toLists(value[k]!)] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/**
 * Parses an application/x-www-form-urlencoded body the way Stripe's API reads it:
 * `card[number]=4242…&metadata[orderId]=12&expand[]=customer` → nested objects and lists.
 * Malformed keys are ignored; a later duplicate key wins.
 */
export function parseFormBody(text: string): FormObject {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (!path) continue;
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      // An empty index appends: `expand[]=a&expand[]=b`.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as Record<string, FormValue>;
    });
  }
  return Object.fromEntries(Object.entries(root).map(([k, v]) => [k, toLists(v)]));
}

/** The text at a key, or undefined when absent or not text. */
export const textOf = (body: FormObject, key: string): string | undefined => {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
};

/** A metadata-like object of texts (nested values are dropped, as Stripe refuses them). */
export const textsOf = (value: FormValue | undefined): Record<string, string> => {
  if (!value || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
};

/** Stripe's booleans in a form: 'true' / 'false'. */
export const flagOf = (body: FormObject, key: string): boolean => textOf(body, key) === 'true';
