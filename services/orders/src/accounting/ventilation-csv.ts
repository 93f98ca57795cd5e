import { stringify } from 'csv-stringify/sync';
import type { Ventilation } from '@vendange/contracts';
import { fecAmount } from './fec-file';

const percent = (rate: string) => `${rate.replace('.', ',')} %`;
const amounts = (p: { baseCents: number; vatCents: number; totalCents: number }) => [fecAmount(p.baseCents), fecAmount(p.vatCents), fecAmount(p.totalCents)];

/**
 * The ventilation table as a French spreadsheet opens it (the journals' format, docs/decisions/accounting.md):
 * semicolons, decimal comma, UTF-8 with its byte-order mark, CRLF, written by csv-stringify. The rows account × rate,
 * each account's subtotal after its rows, then the subtotals per rate and the total.
 */
export function ventilationCsv(v: Ventilation): string {
  const records: string[][] = [['Compte', 'Libellé', 'Taux de TVA', 'Base HT', 'TVA', 'Total TTC']];
  for (const account of v.accounts) {
    for (const r of v.rows.filter((row) => row.account === account.account)) records.push([r.account, r.label, percent(r.rate), ...amounts(r)]);
    records.push([account.account, `Total ${account.label}`, '', ...amounts(account)]);
  }
  for (const rate of v.rates) records.push(['', `Total au taux de ${percent(rate.rate)} (TVA au compte ${rate.vatAccount})`, percent(rate.rate), ...amounts(rate)]);
  records.push(['', 'Total des ventes', '', ...amounts(v.total)]);
  return `\ufeff${stringify(records, { delimiter: ';', record_delimiter: 'windows' })}`;
}

export const ventilationFileName = (from: string, to: string) => `ventilation-des-ventes-${from}-${to}.csv`;
