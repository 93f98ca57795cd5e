/**
 * An agent's commission on one document, in integer cents (docs/decisions/agents.md): the document's amount
 * excl. VAT and excise times the rate (basis points: 1000 = 10 %), rounded once per document, half away from
 * zero: half-up to the cent on an invoice, and a credit note of a whole invoice takes back exactly what it gave.
 */
export function commissionCents(baseCents: number, rateBp: number): number {
  return documentCommission(baseCents, [], rateBp, {}).amountCents;
}

const checkRate = (rateBp: number) => {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`commission at ${rateBp} bp`);
};

/** A document's line as the rate sees it: its product and its share of the base (excl. VAT and duties, negative on a credit note). */
export interface CommissionLine { productId: number | null; baseCents: number }

/**
 * A document's commission when products carry their own rate: each line of a product with a rate at that rate,
 * the rest of the base (lines without one, shipping) at `rateBp`; summed exactly, then rounded once for the
 * document, half away from zero, so a whole credit note takes back exactly what its invoice gave. Answers the
 * product rates that applied (to be kept with the commission: the credit note's rates).
 */
export function documentCommission(baseCents: number, lines: CommissionLine[], rateBp: number, productRatesBp: Record<string, number>): { amountCents: number; productRatesBp: Record<string, number> } {
  if (!Number.isSafeInteger(baseCents) || lines.some((l) => !Number.isSafeInteger(l.baseCents))) throw new RangeError(`commission of ${baseCents} cents`);
  checkRate(rateBp);
  const applied: Record<string, number> = {};
  let rest = baseCents;
  let scaled = 0;
  for (const line of lines) {
    const own = line.productId === null ? undefined : productRatesBp[String(line.productId)];
    if (own === undefined) continue;
    checkRate(own);
    applied[String(line.productId)] = own;
    scaled += line.baseCents * own;
    rest -= line.baseCents;
  }
  scaled += rest * rateBp;
  const cents = Math.floor((Math.abs(scaled) + 5000) / 10_000);
  return { amountCents: scaled < 0 ? -cents : cents, productRatesBp: applied };
}

/** What the rate applies to: excl. VAT, without the excise and social security duties inside the lines. */
export function commissionBase(kind: string, totalHtCents: number, dutiesCents: number): number {
  const net = totalHtCents - dutiesCents;
  return kind === 'credit' ? -Math.abs(net) : net;
}

/** The product rates of an agent's rates, keyed by product id (as `documentCommission` reads them). */
export function productRatesOf(rates: { productRates?: { productId: number; rateBp: number }[] } | null): Record<string, number> {
  return Object.fromEntries((rates?.productRates ?? []).map((r) => [String(r.productId), r.rateBp]));
}

/** The rate for a sale's lines without a product rate: the override of the price list it was sold at, else the agent's default. */
export function rateFor(rates: { defaultRateBp: number; typologyRatesBp: Record<string, number> } | null, typology: string | null): number {
  if (!rates) return 0;
  return typology !== null && rates.typologyRatesBp[typology] !== undefined ? rates.typologyRatesBp[typology]! : rates.defaultRateBp;
}
