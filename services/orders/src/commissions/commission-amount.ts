/**
 * An agent's commission on one document, in integer cents (docs/decisions/agents.md): the document's amount
 * excl. VAT and excise times the rate (basis points: 1000 = 10 %), rounded once per document, half away from
 * zero: half-up to the cent on an invoice, and a credit note of a whole invoice takes back exactly what it gave.
 */
export function commissionCents(baseCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(baseCents) || !Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`commission of ${baseCents} cents at ${rateBp} bp`);
  }
  const scaled = Math.abs(baseCents) * rateBp;
  const cents = Math.floor((scaled + 5000) / 10_000);
  return baseCents < 0 ? -cents : cents;
}

/** What the rate applies to: excl. VAT, without the excise and social security duties inside the lines. */
export function commissionBase(kind: string, totalHtCents: number, dutiesCents: number): number {
  const net = totalHtCents - dutiesCents;
  return kind === 'credit' ? -Math.abs(net) : net;
}

/** The rate for a sale: the override of the price list it was sold at, else the agent's default. */
export function rateFor(rates: { defaultRateBp: number; typologyRatesBp: Record<string, number> } | null, typology: string | null): number {
  if (!rates) return 0;
  return typology !== null && rates.typologyRatesBp[typology] !== undefined ? rates.typologyRatesBp[typology]! : rates.defaultRateBp;
}
