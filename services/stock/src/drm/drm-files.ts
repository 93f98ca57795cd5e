import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { centilisationOf, type CrdAccountLine, type CrdEntryReason, type CrdExitReason, type DrmAnnex, type DrmAnnexDocument, type DrmEntryCategory, type DrmExitCategory, type DrmLine, type DrmReturn } from '@vendange/contracts';
import { hlOf } from './drm-compute';
import { annexCsvRows } from './drm-annex';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** How each category reads on the return, and its movement name in the interprofessions' EDI file. */
export const entryCategories: Record<DrmEntryCategory, { label: string; edi: string }> = {
  production: { label: 'Production, mise en bouteille', edi: 'recolte' },
  purchase: { label: 'Achats', edi: 'achatnoncrd' },
  // The interprofessions write a bulk purchase as the buyer's achatnoncrd (the seller's creationvrac / vrac…).
  bulkPurchase: { label: 'Entrées vrac (achats en vrac)', edi: 'achatnoncrd' },
  return: { label: 'Retours', edi: 'retour' },
  transferIn: { label: "Transferts d'un autre entrepôt", edi: 'transfertcomptamatiere' },
  surplus: { label: "Excédents d'inventaire", edi: 'excedents' },
};
export const exitCategories: Record<DrmExitCategory, { label: string; edi: string }> = {
  saleFrance: { label: 'Ventes France (CRD, DSA)', edi: 'ventefrancecrd' },
  // No interprofession contract number is kept with the movement: a bulk sale without contract.
  bulkSale: { label: 'Sorties vrac (ventes en vrac)', edi: 'vracsanscontrat' },
  samples: { label: 'Échantillons (droits acquittés)', edi: 'ventefrancecrd' },
  // The interprofessions' catalogues (IVBD, CIVA, 24eme's sample: « Belgique » under export) have one movement for
  // every destination abroad, and the customs' return puts both in its « sorties définitives »: the portal tells an EU
  // dispatch from an export by the country in field 16. The split is ours, on the screen and the PDF.
  euDispatch: { label: 'Expéditions UE (DAE, DSA)', edi: 'export' },
  export: { label: 'Exportations (pays tiers)', edi: 'export' },
  transferOut: { label: 'Transferts vers un autre entrepôt', edi: 'transfertcomptamatiere' },
  tasting: { label: 'Consommation familiale, dégustations', edi: 'consommation' },
  loss: { label: 'Destructions, pertes', edi: 'destructionperte' },
  shortfall: { label: "Manquants d'inventaire", edi: 'manquant' },
};

/** The CRD account's words: how each kind reads, and its movement name in the EDI file's CRD lines (24eme catalogue). */
export const crdEntryKinds: Record<CrdEntryReason, { label: string; edi: string }> = {
  purchase: { label: 'Achats', edi: 'achats' },
  return: { label: 'Retours', edi: 'retours' },
  surplus: { label: 'Excédents', edi: 'excedents' },
};
export const crdExitKinds: Record<CrdExitReason, { label: string; edi: string }> = {
  used: { label: 'Utilisées', edi: 'utilisations' },
  destroyed: { label: 'Détruites', edi: 'destructions' },
  missing: { label: 'Manquantes', edi: 'manquants' },
};
const crdColourEdi: Record<CrdAccountLine['colour'], string> = { vert: 'VERT', bleu: 'BLEU', 'lie-de-vin': 'LIE DE VIN', orange: 'ORANGE', 'jaune-or': 'JAUNE OR', rouge: 'ROUGE' };
const crdGenreEdi: Record<CrdAccountLine['genre'], string> = { tranquille: 'TRANQUILLE', mousseux: 'MOUSSEUX', vdn: 'VDN', pi: 'PI', spiritueux: 'SPIRITUEUX' };
/** The EDI's CRD types: 'personnalise', 'collective suspendue', 'collectif acquitte'. */
const crdRegimeEdi = (r: CrdAccountLine['regime']) => r.replace('_', ' ');

/**
 * A capsule line's account as CRD lines of the EDI file, laid out as this file's CAVE lines are (the type in
 * field 12 where CAVE has the regime): CRD, period, chai (empty), excise number, capsule colour, fiscal
 * category, centilisation, four empty fields, CRD type, stock_debut/entrees/sorties/stock_fin, movement name,
 * number of capsules, three empty fields.
 */
export function crdCsvRows(period: string, exciseNumber: string | null, line: CrdAccountLine): string[] {
  const head = ['CRD', period, '', exciseNumber ?? '', crdColourEdi[line.colour], crdGenreEdi[line.genre], `Bouteille ${centilisationOf(line.volumeMl)}`, '', '', '', '', crdRegimeEdi(line.regime)];
  const row = (category: string, name: string, n: number) => [...head, category, name, String(n), '', '', ''].map(csvField).join(';');
  return [
    row('stocks_debut', 'debut', line.opening),
    ...(Object.entries(line.entries) as [CrdEntryReason, number][]).map(([k, n]) => row('entrees', crdEntryKinds[k].edi, n)),
    ...(Object.entries(line.exits) as [CrdExitReason, number][]).map(([k, n]) => row('sorties', crdExitKinds[k].edi, n)),
    row('stocks_fin', 'fin', line.closing),
  ];
}

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
    const row = (category: string, name: string, ml: number, country = '') => rows.push([...head, category, name, hlOf(ml), country, '', ''].map(csvField).join(';'));
    row('stocks_debut', 'initial', line.openingMl);
    for (const [c, ml] of Object.entries(line.entries) as [DrmEntryCategory, number][]) row('entrees', entryCategories[c].edi, ml);
    for (const [c, ml] of Object.entries(line.exits) as [DrmExitCategory, number][]) {
      // One line per destination country, named in French as the portals expect (« Belgique », « Japon »).
      const byCountry = destinationsOf(line, c);
      if (byCountry) for (const e of byCountry) row('sorties', exitCategories[c].edi, e.ml, countryName(e.country));
      else row('sorties', exitCategories[c].edi, ml);
    }
    row('stocks_fin', 'final', line.closingMl);
  }
  for (const line of drm.crd ?? []) rows.push(...crdCsvRows(period, drm.exciseNumber, line));
  for (const row of annexCsvRows(period, drm.exciseNumber, drm.annex ?? { documents: [], undischarged: [] })) rows.push(row.map(csvField).join(';'));
  return `${rows.join('\r\n')}\r\n`;
}

/** The per-country volumes of an exit abroad (an EU dispatch, an export); null for the other categories. */
export const destinationsOf = (line: DrmLine, c: DrmExitCategory) => (c === 'export' ? line.exportsMl : c === 'euDispatch' ? (line.euDispatchesMl ?? []) : null);

const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });
/** A country's French name from its ISO code ('BE' → 'Belgique'); the code itself if unknown. */
export const countryName = (code: string) => countryNames.of(code) ?? code;

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
    for (const [c, ml] of Object.entries(line.exits) as [DrmExitCategory, number][]) {
      row(`− ${exitCategories[c].label}`, ml);
      for (const e of destinationsOf(line, c) ?? []) row(`      dont ${countryName(e.country)}`, e.ml);
    }
    row('Stock à la fin du mois', line.closingMl, true);
    if (line.dutyCents + line.cssCents > 0) pdf.text(`Droits dus : accise ${euros(line.dutyCents)} · cotisation sécurité sociale ${euros(line.cssCents)}`, 50);
    pdf.moveDown(0.8);
  }
  pdf.font('bold').fontSize(11).text(`Total des droits dus : ${euros(drm.dutyCents + drm.cssCents)} (accise ${euros(drm.dutyCents)}, CSS ${euros(drm.cssCents)})`, 36);
  crdPdf(pdf, drm.crd ?? []);
  annexPdf(pdf, drm.annex ?? { documents: [], undischarged: [] });
  pdf.end();
  return done;
}

/** The capsule account on paper: per line, opening, entries and exits by kind, closing, in capsules. */
function crdPdf(pdf: PDFKit.PDFDocument, lines: readonly CrdAccountLine[]) {
  if (lines.length === 0) return;
  if (pdf.y > 420) pdf.addPage();
  pdf.moveDown().font('bold').fontSize(13).text('Compte capsules CRD', 36);
  for (const line of lines) {
    if (pdf.y > 480) pdf.addPage();
    pdf.moveDown(0.4).font('bold').fontSize(11).text(line.label, 36);
    pdf.font('body').fontSize(9);
    const row = (label: string, n: number, bold = false) => {
      const at = pdf.y;
      pdf.font(bold ? 'bold' : 'body').text(label, 50, at, { width: 420 });
      pdf.text(n.toLocaleString('fr-FR'), 480, at, { width: 120, align: 'right' });
      pdf.font('body');
    };
    row('Stock au début du mois', line.opening, true);
    for (const [k, n] of Object.entries(line.entries) as [CrdEntryReason, number][]) row(`+ ${crdEntryKinds[k].label}`, n);
    for (const [k, n] of Object.entries(line.exits) as [CrdExitReason, number][]) row(`− ${crdExitKinds[k].label}`, n);
    row('Stock à la fin du mois', line.closing, true);
  }
}

const dayText = (day: string) => day.split('-').reverse().join('/');
/** A document as one line of the annex: 'DAE 26FR… · 03/10/2026 · Belgique · destinataire BE0123456789'. */
const documentText = (d: DrmAnnexDocument) => [
  `${d.type} ${d.number}`, dayText(d.issuedOn), d.destination ? countryName(d.destination) : null,
  d.recipientExciseNumber ? `destinataire ${d.recipientExciseNumber}` : null,
].filter(Boolean).join(' · ');

/** The annex on paper: the documents the month's exits left under, then the DAE not discharged by the month's end. */
function annexPdf(pdf: PDFKit.PDFDocument, annex: DrmAnnex) {
  if (annex.documents.length === 0 && annex.undischarged.length === 0) return;
  if (pdf.y > 420) pdf.addPage();
  pdf.moveDown().font('bold').fontSize(13).text('Annexe : documents d’accompagnement', 36);
  pdf.font('body').fontSize(9);
  for (const d of annex.documents) {
    if (pdf.y > 520) pdf.addPage();
    pdf.text(`${documentText(d)}${d.type === 'DAE' ? (d.dischargedAt ? ' · apuré' : ' · non apuré') : ''}`, 50);
  }
  if (annex.undischarged.length > 0) {
    pdf.moveDown(0.4).font('bold').fontSize(11).text('Relevé de non-apurement (DAE sans confirmation de réception)', 36);
    pdf.font('body').fontSize(9);
    for (const d of annex.undischarged) {
      if (pdf.y > 520) pdf.addPage();
      pdf.text(documentText(d), 50);
    }
  }
}
