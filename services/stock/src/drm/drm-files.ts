import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DrmEntryCategory, DrmExitCategory, DrmLine, DrmReturn } from '@vendange/contracts';
import { hlOf } from './drm-compute';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** How each category reads on the return, and its movement name in the interprofessions' EDI file. */
export const entryCategories: Record<DrmEntryCategory, { label: string; edi: string }> = {
  production: { label: 'Production, mise en bouteille', edi: 'recolte' },
  purchase: { label: 'Achats', edi: 'achatnoncrd' },
  return: { label: 'Retours', edi: 'retour' },
  transferIn: { label: "Transferts d'un autre entrepôt", edi: 'transfertcomptamatiere' },
  surplus: { label: "Excédents d'inventaire", edi: 'excedents' },
};
export const exitCategories: Record<DrmExitCategory, { label: string; edi: string }> = {
  saleFrance: { label: 'Ventes France (CRD, DSA)', edi: 'ventefrancecrd' },
  samples: { label: 'Échantillons (droits acquittés)', edi: 'ventefrancecrd' },
  transferOut: { label: 'Transferts vers un autre entrepôt', edi: 'transfertcomptamatiere' },
  tasting: { label: 'Consommation familiale, dégustations', edi: 'consommation' },
  loss: { label: 'Destructions, pertes', edi: 'destructionperte' },
  shortfall: { label: "Manquants d'inventaire", edi: 'manquant' },
};

const regimeLabel = (r: DrmLine['regime']) => (r === 'suspended' ? 'Droits suspendus' : 'Droits acquittés');
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/**
 * The return as the interprofessions' common EDI file (CAVE lines: DRM, product, movement, hl): stock at the
 * start, each entry and exit category, stock at the end. The chai identifier (field 3) is the portal's own
 * and left empty; the portal fills it from the account that uploads the file.
 */
export function drmCsv(drm: DrmReturn): string {
  const period = drm.month.replace('-', '');
  const rows: string[] = [];
  if (drm.nil) rows.push(`# DRM ${period} néant : aucun mouvement ce mois-ci`);
  for (const line of drm.lines) {
    const p = line.product;
    const head = ['CAVE', period, '', drm.exciseNumber ?? '', p.certification, p.genre, p.appellation, '', '', p.colour, '', line.regime === 'suspended' ? 'suspendu' : 'acquitte'];
    const row = (category: string, name: string, ml: number) => rows.push([...head, category, name, hlOf(ml), '', '', ''].map(csvField).join(';'));
    row('stocks_debut', 'initial', line.openingMl);
    for (const [c, ml] of Object.entries(line.entries) as [DrmEntryCategory, number][]) row('entrees', entryCategories[c].edi, ml);
    for (const [c, ml] of Object.entries(line.exits) as [DrmExitCategory, number][]) row('sorties', exitCategories[c].edi, ml);
    row('stocks_fin', 'final', line.closingMl);
  }
  return `${rows.join('\r\n')}\r\n`;
}

const csvField = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The return on paper: per regime and product, opening, entries, exits and closing in hl, the duties due. */
export function drmPdf(drm: DrmReturn, shopName: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, lang: 'fr-FR', info: { Title: `DRM ${drm.month}`, Author: shopName } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => { pdf.on('end', () => resolve(Buffer.concat(chunks))); pdf.on('error', reject); });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD);
  const [y, m] = drm.month.split('-');
  pdf.font('bold').fontSize(15).text(`Déclaration récapitulative mensuelle — ${m}/${y}`);
  pdf.font('body').fontSize(10).text(`${shopName} · N° d'accise : ${drm.exciseNumber ?? 'non renseigné'}`);
  const due = drm.dueDate.split('-').reverse().join('/');
  pdf.text(drm.status === 'filed' ? `Déposée le ${new Date(drm.filedAt!).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}` : `Brouillon · à déposer avant le ${due}`);
  if (drm.nil) pdf.font('bold').text('Déclaration néant : aucun mouvement ce mois-ci.').font('body');
  pdf.moveDown();

  for (const line of drm.lines) {
    if (pdf.y > 480) pdf.addPage();
    pdf.font('bold').fontSize(11).text(`${line.product.label} · ${line.product.genre} · ${regimeLabel(line.regime)}`);
    pdf.font('body').fontSize(9);
    const row = (label: string, ml: number, bold = false) => {
      const at = pdf.y;
      pdf.font(bold ? 'bold' : 'body').text(label, 50, at, { width: 420 });
      pdf.text(`${hlOf(ml).replace('.', ',')} hl`, 480, at, { width: 120, align: 'right' });
      pdf.font('body');
    };
    row('Stock au début du mois', line.openingMl, true);
    for (const [c, ml] of Object.entries(line.entries) as [DrmEntryCategory, number][]) row(`+ ${entryCategories[c].label}`, ml);
    for (const [c, ml] of Object.entries(line.exits) as [DrmExitCategory, number][]) row(`− ${exitCategories[c].label}`, ml);
    row('Stock à la fin du mois', line.closingMl, true);
    if (line.dutyCents + line.cssCents > 0) pdf.text(`Droits dus : accise ${euros(line.dutyCents)} · cotisation sécurité sociale ${euros(line.cssCents)}`, 50);
    pdf.moveDown(0.8);
  }
  pdf.font('bold').fontSize(11).text(`Total des droits dus : ${euros(drm.dutyCents + drm.cssCents)} (accise ${euros(drm.dutyCents)}, CSS ${euros(drm.cssCents)})`, 36);
  pdf.end();
  return done;
}
