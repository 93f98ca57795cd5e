import { exciseDestinationOf, type DrmEntryCategory, type DrmExitCategory, type DrmFormat, type DrmLine } from '@vendange/contracts';
import { exciseFor, type ExciseCategory } from '@vendange/pricing';

export type Regime = 'suspended' | 'paid';

/** Units of one format in one regime before the month: what the month opens with. */
export interface OpeningSum { regime: Regime; formatId: number; units: number }
/** Units of one format moved in the month for one reason (signed), transfers aside. */
export interface MonthSum { regime: Regime; formatId: number; reason: string; units: number; destination?: string | null }
/** One side of a transfer of the month, paired with the other side by batch, format, vintage and lot. */
export interface TransferRow { batchId: string; regime: Regime; formatId: number; vintage: number; lot: string; units: number }

const ENTRY_OF: Record<string, DrmEntryCategory> = { bottling: 'production', purchase: 'purchase', bulkPurchase: 'bulkPurchase', return: 'return', inventory: 'surplus' };
/** A bulk sale leaves under a DAE to another warehouse-keeper (or a DSA, duty paid by the seller beforehand): not taxed here. */
const EXIT_OF: Record<string, DrmExitCategory> = { sale: 'saleFrance', bulkSale: 'bulkSale', sample: 'samples', tasting: 'tasting', loss: 'loss', inventory: 'shortfall' };

/** Exits that go to a client, so that a destination abroad makes them an EU dispatch or an export. */
const SOLD: readonly string[] = ['sale', 'sample'];

/** Exits that put duty-suspended wine up for consumption: duties fall due (DOMAIN.md, samples follow the normal rules). */
const TAXABLE: readonly DrmExitCategory[] = ['saleFrance', 'samples'];

interface Acc {
  regime: Regime; formatId: number; opening: number;
  entries: Partial<Record<DrmEntryCategory, number>>; exits: Partial<Record<DrmExitCategory, number>>;
  /** Units that left the suspended regime for consumption. */
  taxable: number;
  /** Units exported to third countries, per destination country. */
  exports: Map<string, number>;
  /** Units dispatched to other EU member states, per country. */
  euDispatches: Map<string, number>;
}

/** The DRM product of a format, and how it reads. */
export function drmProductOf(f: DrmFormat['product']) {
  const key = [f.certification, f.genre, f.appellation, f.colour].join('|');
  const parts = [f.certification === 'Sans IG' ? null : f.certification, f.appellation, f.colour || null, f.genre === 'Mousseux' ? 'mousseux' : null];
  return { key, label: parts.filter(Boolean).join(' '), ...f };
}

/**
 * The DRM lines of a month from the ledger's sums (docs/decisions/drm.md): per DRM product and regime,
 * opening + entries − exits = closing in millilitres, and the duties on what left the bonded cellar for
 * consumption at the rates in force on the month's last day. A transfer between two warehouses of one
 * regime moves nothing there; between regimes it leaves one and enters the other, taxable out of bond.
 */
export function computeDrm(input: {
  openings: readonly OpeningSum[]; month: readonly MonthSum[]; transfers: readonly TransferRow[];
  formats: ReadonlyMap<number, DrmFormat>; lastDay: string;
}): DrmLine[] {
  const accs = new Map<string, Acc>();
  const acc = (regime: Regime, formatId: number) => {
    const k = `${regime}:${formatId}`;
    let a = accs.get(k);
    if (!a) { a = { regime, formatId, opening: 0, entries: {}, exits: {}, taxable: 0, exports: new Map(), euDispatches: new Map() }; accs.set(k, a); }
    return a;
  };
  const add = <K extends string>(bag: Partial<Record<K, number>>, key: K, units: number) => { bag[key] = (bag[key] ?? 0) + units; };

  for (const o of input.openings) acc(o.regime, o.formatId).opening += o.units;
  for (const m of input.month) {
    const a = acc(m.regime, m.formatId);
    // An opening stock recorded this month (an import, or its undoing) was there before: the return opens with it.
    if (m.reason === 'opening') a.opening += m.units;
    else if (m.units > 0) add(a.entries, ENTRY_OF[m.reason] ?? 'surplus', m.units);
    else if (m.destination && SOLD.includes(m.reason) && exciseDestinationOf(m.destination) !== 'france') {
      // Sold or sent abroad: an EU dispatch or an export, duty due (if any) in the country of destination.
      const eu = exciseDestinationOf(m.destination) === 'eu';
      add(a.exits, eu ? 'euDispatch' : 'export', -m.units);
      const byCountry = eu ? a.euDispatches : a.exports;
      byCountry.set(m.destination, (byCountry.get(m.destination) ?? 0) - m.units);
    } else {
      const category = EXIT_OF[m.reason] ?? 'shortfall';
      add(a.exits, category, -m.units);
      if (m.regime === 'suspended' && TAXABLE.includes(category)) a.taxable += -m.units;
    }
  }
  const batches = new Map<string, TransferRow[]>();
  for (const t of input.transfers) {
    const k = `${t.batchId}:${t.formatId}:${t.vintage}:${t.lot}`;
    batches.set(k, [...(batches.get(k) ?? []), t]);
  }
  for (const rows of batches.values()) {
    const out = rows.find((r) => r.units < 0);
    const into = rows.find((r) => r.units > 0);
    if (out && into && out.regime === into.regime) continue;
    if (out) {
      const a = acc(out.regime, out.formatId);
      add(a.exits, 'transferOut', -out.units);
      if (out.regime === 'suspended' && into?.regime === 'paid') a.taxable += -out.units;
    }
    if (into) add(acc(into.regime, into.formatId).entries, 'transferIn', into.units);
  }

  const lines = new Map<string, DrmLine>();
  for (const a of accs.values()) {
    const f = input.formats.get(a.formatId);
    if (!f || f.volumeMl === null) continue;
    const product = drmProductOf(f.product);
    const k = `${a.regime}:${product.key}`;
    const line = lines.get(k) ?? { regime: a.regime, product, openingMl: 0, entries: {}, exits: {}, exportsMl: [], euDispatchesMl: [], closingMl: 0, dutyCents: 0, cssCents: 0 };
    const ml = (units: number) => units * f.volumeMl!;
    line.openingMl += ml(a.opening);
    for (const [c, u] of Object.entries(a.entries) as [DrmEntryCategory, number][]) line.entries[c] = (line.entries[c] ?? 0) + ml(u);
    for (const [c, u] of Object.entries(a.exits) as [DrmExitCategory, number][]) line.exits[c] = (line.exits[c] ?? 0) + ml(u);
    for (const [byCountry, list] of [[a.exports, line.exportsMl], [a.euDispatches, line.euDispatchesMl]] as const) {
      for (const [country, u] of byCountry) {
        const seen = list.find((e) => e.country === country);
        if (seen) seen.ml += ml(u); else list.push({ country, ml: ml(u) });
      }
    }
    if (a.taxable > 0 && f.excise) {
      const duties = exciseFor({
        category: f.excise.category as ExciseCategory, abv: f.excise.abv, css: f.excise.css, volumeHl: String(f.volumeMl / 100_000), quantity: a.taxable, date: input.lastDay,
      });
      line.dutyCents += duties.duty;
      line.cssCents += duties.css;
    }
    lines.set(k, line);
  }
  for (const line of lines.values()) {
    const sum = (bag: Record<string, number>) => Object.values(bag).reduce((s, v) => s + v, 0);
    line.closingMl = line.openingMl + sum(line.entries) - sum(line.exits);
    line.exportsMl.sort((a, b) => a.country.localeCompare(b.country));
    line.euDispatchesMl.sort((a, b) => a.country.localeCompare(b.country));
  }
  return [...lines.values()].sort((a, b) => (a.regime === b.regime ? a.product.label.localeCompare(b.product.label, 'fr') : a.regime === 'suspended' ? -1 : 1));
}

/** Hectolitres from millilitres, exact (5 decimals at most), as the EDI file and the PDF write them. */
export function hlOf(ml: number): string {
  const sign = ml < 0 ? '-' : '';
  const abs = Math.abs(ml);
  const whole = Math.floor(abs / 100_000);
  const frac = String(abs % 100_000).padStart(5, '0').replace(/0+$/, '');
  return `${sign}${whole}${frac ? `.${frac}` : ''}`;
}
