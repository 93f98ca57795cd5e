import { civilityLabels, clientCsvHeaders, type CrmClient } from '@vendange/contracts';

/**
 * The French CSV of a list of clients (what Excel opens in France as is): `;` between cells, CRLF between lines,
 * UTF-8 with a BOM. A cell holding `;`, a quote or a line break is quoted, its quotes doubled; a cell starting with
 * `=`, `+`, `-` or `@` gets a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<string | null | undefined>): string => cells.map(csvCell).join(';');

const frenchDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });

export function clientCsvLine(c: CrmClient): string {
  return csvLine([
    c.isPro ? 'Professionnel' : 'Particulier',
    c.civility ? civilityLabels[c.civility as keyof typeof civilityLabels] ?? c.civility : '',
    c.firstname, c.lastname, c.businessName, c.siret, c.vatNumber, c.email, c.phone,
    c.deliveryAddress?.zipcode ?? c.billingAddress?.zipcode ?? '', c.city, c.department, c.typology,
    c.tags.join(', '), c.pipe === 'prospect' ? 'Prospect' : 'Client',
    c.marketingConsent ? 'Oui' : 'Non', frenchDay.format(new Date(c.createdAt)),
  ]);
}

export const CSV_BOM = '\uFEFF';
export const clientCsvHeader = (): string => csvLine(clientCsvHeaders);
