/** A rate in basis points shown as a French percent: 1000 → "10", 1050 → "10,5", 1234 → "12,34". */
export function percentOf(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '').replace('.', ',');
}

/** What the user typed ("10", "10,5", "12.34 %") in basis points; null when it is not a percent of 0 to 100 with two decimals at most. */
export function bpOf(typed: string): number | null {
  const text = typed.replace('%', '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [units, decimals = ''] = text.split('.');
  const bp = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Department codes typed as "33, 2a 971" → ['33', '2A', '971'] (the server checks each). */
export function codesOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
}
