/**
 * Canonical JSON: keys sorted at every level, no spaces, undefined members left out (as JSON does). The hash of
 * a journal entry is taken over this text, so the same entry gives the same bytes whoever serializes it (the
 * service, PostgreSQL's jsonb which reorders keys, the offline verifier). Only integers are allowed as numbers:
 * money is in cents and a float's text would depend on its printer.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string': return JSON.stringify(value);
    case 'boolean': return value ? 'true' : 'false';
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Error(`canonical JSON takes integers only, got ${value}`);
      return String(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
      const members = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort()
        .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
      return `{${members.join(',')}}`;
    }
    default: throw new Error(`canonical JSON cannot hold a ${typeof value}`);
  }
}
