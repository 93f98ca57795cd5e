import { ONE, dec, type Dec } from './decimal';
import { centsToEuros, roundToCents, type Cents } from './money';
import { addScaled, scaledOf, scaledToCents, timesScaled } from './scaled';
import { multiplierOfRate } from './vat';

/** VAT of a taxable base: base × (multiplier − 1), rounded half up to the cent. */
export function vatOfBase(base: Cents, multiplier: Dec): Cents {
  // In integers: a multiplier m / 10^k taxes base cents at (m − 10^k) / 10^k, the same product big.js made exactly.
  const mu = scaledOf(multiplier);
  const rate = mu && addScaled(mu, { m: -1, k: 0 });
  const vat = rate && timesScaled(rate, { m: base, k: 2 });
  return (vat && scaledToCents(vat)) ?? roundToCents(centsToEuros(base).times(multiplier.minus(ONE)));
}

/** Something that carries a VAT base at a rate: a line or the shipping. */
export interface VatMember {
  rate: string;
  base: Cents;
}

export interface VatGroup {
  /** Percent, canonical text. */
  rate: string;
  /** Σ bases at this rate. */
  base: Cents;
  /** VAT of the group: computed once on the sum of bases (EN 16931 BR-CO-17). */
  vat: Cents;
}

/**
 * VAT per rate on the sum of the bases of that rate (BR-CO-17), then each group's VAT shared out
 * to its members in proportion to their bases, by largest remainder (ties: first member), so the
 * members' shares add up to the group's VAT exactly. Groups come out by descending rate.
 */
export function allocateVat(members: readonly VatMember[]): { groups: VatGroup[]; shares: Cents[] } {
  const byRate = new Map<string, number[]>();
  members.forEach((m, i) => byRate.set(m.rate, [...(byRate.get(m.rate) ?? []), i]));
  const shares: Cents[] = members.map(() => 0);
  const groups: VatGroup[] = [];
  for (const [rate, indexes] of byRate) {
    const base = indexes.reduce((acc, i) => acc + members[i]!.base, 0);
    const vat = vatOfBase(base, multiplierOfRate(rate));
    groups.push({ rate, base, vat });
    if (base === 0 || vat === 0) continue;
    // Integer arithmetic (BigInt): share = floor(vat × base_i / base), remainder compared exactly.
    const parts = indexes.map((i) => {
      const numerator = BigInt(vat) * BigInt(members[i]!.base);
      return { i, floor: Number(numerator / BigInt(base)), rest: numerator % BigInt(base) };
    });
    let left = vat - parts.reduce((acc, p) => acc + p.floor, 0);
    for (const p of parts) shares[p.i] = p.floor;
    const order = [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
    for (const p of order) {
      if (left <= 0) break;
      shares[p.i]! += 1;
      left -= 1;
    }
  }
  groups.sort((a, b) => dec(b.rate).cmp(dec(a.rate)));
  return { groups, shares };
}
