/**
 * A stable key for a delivery mode or a collection point, made from its name ("Colissimo à domicile"
 * → "colissimo-a-domicile"), in the contract's alphabet (lower case, digits, dashes) and at most 40
 * characters, with "-2", "-3"… when the shop already uses it. Carts keep the key, so it is made once,
 * when the mode is added, and never follows later renames.
 */
export function uniqueKey(name: string, taken: readonly string[], fallback = 'mode'): string {
  const base = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 34).replace(/-+$/, '') || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
