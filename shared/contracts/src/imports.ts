import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { normalizeGtin } from './rules/gs1';
import { parseEurosToCents } from './rules/money-input';

/**
 * Imports of products and stock from a CSV or XLSX file (issue 19, spec point 4 "Import status"). A file is read
 * and checked line by line first (the preview: nothing written); confirmed, it runs as a job in chunks. Every
 * message says the line and the column, in French. See docs/decisions/imports.md.
 */

export const importKinds = ['products', 'stock'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importKindSchema = z.enum(importKinds, { error: 'Le type d’import est « products » (produits) ou « stock ».' });

export const importStatuses = ['pending', 'processing', 'completed', 'reverted', 'error'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** A file larger than this or longer than this is refused before being read further. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_LINES = 5000;
/** Lines written per transaction by the job: a chunk is all written or not at all. */
export const IMPORT_CHUNK_SIZE = 50;

export const importMessages = {
  fileRequired: 'Aucun fichier reçu : choisissez un fichier CSV ou Excel (.xlsx).',
  fileType: 'Ce fichier n’est ni un CSV ni un classeur Excel (.xlsx) : enregistrez-le dans l’un de ces formats.',
  tooLarge: `Le fichier dépasse ${IMPORT_MAX_BYTES / 1024 / 1024} Mo : coupez-le en plusieurs fichiers.`,
  tooManyLines: (n: number) => `Le fichier a ${n} lignes, ${IMPORT_MAX_LINES} au plus : coupez-le en plusieurs fichiers.`,
  empty: 'Le fichier ne contient aucune ligne à importer sous la ligne d’en-têtes.',
  unreadable: 'Le fichier n’a pas pu être lu : vérifiez qu’il s’agit bien d’un CSV (séparé par « ; » ou « , ») ou d’un classeur .xlsx.',
  missingColumn: (column: string) => `La colonne « ${column} » manque dans la ligne d’en-têtes : ajoutez-la (voir le modèle à télécharger).`,
  required: 'Cette case est obligatoire.',
  tooLong: (max: number) => `Au plus ${max} caractères.`,
  price: 'Le prix TTC est un montant en euros, ex. 12,50.',
  vat: 'Le taux de TVA est 20, 10 ou 5,5.',
  vintage: 'Le millésime est une année à 4 chiffres (ex. 2021), ou vide pour un vin sans millésime.',
  volume: 'La contenance s’écrit avec son unité, ex. 75 cl, 1,5 l ou 37,5 cl.',
  colour: 'Couleur inconnue : rouge, blanc, rosé, orange, gris, clairet, jaune, tuilé ou ambré.',
  gtin: 'Le code EAN est invalide : vérifiez ses chiffres (le dernier est un chiffre de contrôle).',
  quantity: 'La quantité est un nombre entier de bouteilles, supérieur à 0.',
  lot: 'Le lot fait au plus 40 caractères.',
  formatNeeded: 'Indiquez l’EAN du format, ou le produit et sa contenance.',
  duplicateGtin: (line: number) => `Ce code EAN figure déjà ligne ${line} du fichier.`,
  duplicateProduct: (line: number) => `Ce produit dans cette contenance figure déjà ligne ${line} du fichier.`,
  gtinTaken: 'Ce code EAN est déjà celui d’un format du catalogue : retirez la ligne ou changez le code.',
  unknownWarehouse: (name: string) => `Entrepôt « ${name} » inconnu ou archivé : écrivez le nom d’un entrepôt actif de la boutique.`,
  unknownFormat: 'Aucun format du catalogue ne correspond (EAN, ou produit et contenance) : créez-le d’abord ou corrigez la référence.',
  ambiguousFormat: 'Plusieurs formats du catalogue portent ce nom et cette contenance : indiquez plutôt l’EAN.',
  importUnknown: 'Cet import n’existe pas ou n’est pas celui de votre boutique.',
  hasErrors: 'Le fichier contient des lignes en erreur : corrigez-les puis chargez le fichier à nouveau.',
  notPending: 'Cet import a déjà été lancé.',
  notRevertible: 'Seul un import terminé (ou arrêté en erreur) peut être annulé.',
  ordered: (names: string[]) => `Ces produits ont déjà été commandés, l’import ne peut pas être annulé : ${names.join(', ')}.`,
} as const;

/** The columns of each kind, as the template names them (headers are matched without case, accents or spaces). */
export const importColumns = {
  products: ['nom', 'ean', 'couleur', 'appellation', 'millesime', 'contenance', 'prix_ttc', 'tva'],
  stock: ['ean', 'produit', 'contenance', 'entrepot', 'millesime', 'lot', 'quantite'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns that must be in the header line (the others may be left out). */
export const requiredImportColumns: Record<ImportKind, readonly string[]> = {
  products: ['nom', 'contenance', 'prix_ttc'],
  stock: ['entrepot', 'quantite'],
};

const aliases: Record<string, string> = {
  name: 'nom', produit_nom: 'nom', libelle: 'nom', gtin: 'ean', code_ean: 'ean', ean13: 'ean', color: 'couleur', colour: 'couleur',
  vintage: 'millesime', annee: 'millesime', format: 'contenance', volume: 'contenance', prix: 'prix_ttc', price: 'prix_ttc', prix_ttc_eur: 'prix_ttc',
  taux_tva: 'tva', vat: 'tva', warehouse: 'entrepot', chai: 'entrepot', quantity: 'quantite', qte: 'quantite', qty: 'quantite', product: 'produit',
};

/** A header as typed ("Prix TTC (€)", "Millésime") to its column name ("prix_ttc", "millesime"). */
export function importColumnOf(header: string): string {
  const folded = header.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\(.*?\)|€|%/g, '').trim().replace(/[\s\-.]+/g, '_').replace(/_+$/, '');
  return aliases[folded] ?? folded;
}

/** The template a producer downloads: the header line and one example, `;`-separated as French Excel writes it. */
export function importTemplate(kind: ImportKind): string {
  const example = kind === 'products'
    ? ['Cuvée des Galets', '3760000000000', 'rouge', 'AOC Côtes du Rhône', '2021', '75 cl', '12,50', '20']
    : ['3760000000000', '', '', 'Chai principal', '2021', 'L21-01', '120'];
  return `\ufeff${importColumns[kind].join(';')}\r\n${example.join(';')}\r\n`;
}

export const vatTypeOfRate: Record<string, 'standard' | 'medium' | 'reduced'> = { '20': 'standard', '10': 'medium', '5.5': 'reduced' };
/** The rate of each VAT type in tenths of a percent, for the price excl. VAT in integers. */
const perMille = { standard: 200, medium: 100, reduced: 55 } as const;

/**
 * Cents excl. VAT of a price incl. VAT, rounded half up, integers only: 1250 at 20 % → 1042. Duties are not
 * taken out: the producer checks the price in the editor (docs/decisions/imports.md).
 */
export function centsExclVat(ttcCents: number, vatType: keyof typeof perMille): number {
  const divisor = 1000 + perMille[vatType];
  return Math.floor((ttcCents * 1000 * 2 + divisor) / (divisor * 2));
}

/** "75 cl", "75cl", "1,5 l", "150 CL" → the unit code and the volume as decimal text. */
export function parseVolume(text: string): { unity: 'cl' | 'l' | 'ml'; unityValue: string } | null {
  const m = /^(\d{1,4})(?:[.,](\d{1,3}))?\s*(cl|l|ml)$/i.exec(text.trim());
  if (!m) return null;
  const value = m[2] ? `${m[1]}.${m[2]}` : m[1]!;
  if (Number(value) <= 0) return null;
  return { unity: m[3]!.toLowerCase() as 'cl' | 'l' | 'ml', unityValue: value };
}

/** The same volume whatever its unit, in millilitres ×1000 as an integer (for matching "1,5 l" with "150 cl"). */
export function volumeKey(unity: string, unityValue: string): string | null {
  const factor = ({ ml: 1, cl: 10, l: 1000, hl: 100_000 } as Record<string, number>)[unity];
  if (factor === undefined) return null;
  const [whole, dec = ''] = unityValue.split('.');
  const micro = Number(whole) * 1000 + Number(dec.padEnd(3, '0').slice(0, 3));
  return String(micro * factor);
}

/** The container a volume is bottled in, named as the reference list does. */
export function containerOfVolume(unity: string, unityValue: string): string {
  const key = volumeKey(unity, unityValue);
  const byMl: Record<string, string> = { '375000': 'demi-bouteille', '1500000': 'magnum', '3000000': 'jeroboam', '620000': 'clavelin', '500000': 'bouteille' };
  return (key && byMl[key]) ?? 'bouteille';
}

const colourCodes: Record<string, string> = {
  rouge: 'rouge', blanc: 'blanc', rose: 'rosé', orange: 'orange', gris: 'gris', clairet: 'clairet', jaune: 'jaune', tuile: 'tuilé', ambre: 'ambré',
};
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** One problem of one line: its line number in the file (the header is line 1), its column, what to do. */
export const importLineErrorSchema = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type ImportLineError = z.infer<typeof importLineErrorSchema>;

/** A product line once read: what the catalogue's create path needs. */
export const importedProductSchema = z.object({
  line: z.number().int(), name: z.string(), gtin: z.string().nullable(), color: z.string().nullable(), appellation: z.string().nullable(),
  vintage: z.string().nullable(), unity: z.string(), unityValue: z.string(), container: z.string(), ttcCents: z.number().int(),
  priceCents: z.number().int(), vatType: z.enum(['standard', 'medium', 'reduced']),
});
export type ImportedProduct = z.infer<typeof importedProductSchema>;

/** A stock line once read; the format and warehouse are found in the shop's data afterwards. */
export const importedStockSchema = z.object({
  line: z.number().int(), gtin: z.string().nullable(), product: z.string().nullable(), unity: z.string().nullable(), unityValue: z.string().nullable(),
  warehouse: z.string(), vintage: z.number().int().nullable(), lot: z.string().nullable(), quantity: z.number().int(),
});
export type ImportedStock = z.infer<typeof importedStockSchema>;

type Cells = Record<string, string>;
type Read<T> = { ok: true; value: T } | { ok: false; errors: ImportLineError[] };

const text = (cells: Cells, column: string) => (cells[column] ?? '').trim();

function vintageOf(raw: string, thisYear: number): number | null | 'bad' {
  if (raw === '' || /^(nm|nv|sans)$/i.test(raw)) return null;
  if (!/^\d{4}$/.test(raw)) return 'bad';
  const year = Number(raw);
  return year >= 1900 && year <= thisYear + 1 ? year : 'bad';
}

/** Reads one products line: every cell checked, every problem said (not only the first). */
export function readProductLine(cells: Cells, line: number, thisYear = new Date().getFullYear()): Read<ImportedProduct> {
  const errors: ImportLineError[] = [];
  const fail = (column: string, message: string) => { errors.push({ line, column, message }); };
  const name = text(cells, 'nom');
  if (name === '') fail('nom', importMessages.required);
  else if (name.length > 120) fail('nom', importMessages.tooLong(120));
  const rawGtin = text(cells, 'ean');
  const gtin = rawGtin === '' ? null : normalizeGtin(rawGtin.replace(/\s/g, ''));
  if (rawGtin !== '' && gtin === null) fail('ean', importMessages.gtin);
  const rawColour = text(cells, 'couleur');
  const color = rawColour === '' ? null : colourCodes[fold(rawColour)] ?? null;
  if (rawColour !== '' && color === null) fail('couleur', importMessages.colour);
  const appellation = text(cells, 'appellation') || null;
  if (appellation && appellation.length > 200) fail('appellation', importMessages.tooLong(200));
  const vintage = vintageOf(text(cells, 'millesime'), thisYear);
  if (vintage === 'bad') fail('millesime', importMessages.vintage);
  const volume = parseVolume(text(cells, 'contenance'));
  if (!volume) fail('contenance', text(cells, 'contenance') === '' ? importMessages.required : importMessages.volume);
  const price = parseEurosToCents(text(cells, 'prix_ttc'), { maxCents: 10_000_000 });
  if (!price.ok) fail('prix_ttc', price.error === 'empty' ? importMessages.required : importMessages.price);
  const rawVat = text(cells, 'tva').replace(/\s|%/g, '').replace(',', '.');
  const vatType = rawVat === '' ? 'standard' : vatTypeOfRate[rawVat.replace(/\.0+$/, '')];
  if (!vatType) fail('tva', importMessages.vat);
  if (errors.length > 0 || !volume || !price.ok || !vatType || vintage === 'bad') return { ok: false, errors };
  return {
    ok: true,
    value: {
      line, name, gtin, color, appellation, vintage: vintage === null ? null : String(vintage), ...volume, container: containerOfVolume(volume.unity, volume.unityValue),
      ttcCents: price.cents, priceCents: centsExclVat(price.cents, vatType), vatType,
    },
  };
}

/** Reads one stock line (the format and the warehouse are checked against the shop afterwards). */
export function readStockLine(cells: Cells, line: number, thisYear = new Date().getFullYear()): Read<ImportedStock> {
  const errors: ImportLineError[] = [];
  const fail = (column: string, message: string) => { errors.push({ line, column, message }); };
  const rawGtin = text(cells, 'ean');
  const gtin = rawGtin === '' ? null : normalizeGtin(rawGtin.replace(/\s/g, ''));
  if (rawGtin !== '' && gtin === null) fail('ean', importMessages.gtin);
  const product = text(cells, 'produit') || null;
  const rawVolume = text(cells, 'contenance');
  const volume = rawVolume === '' ? null : parseVolume(rawVolume);
  if (rawVolume !== '' && !volume) fail('contenance', importMessages.volume);
  if (rawGtin === '' && (!product || rawVolume === '')) fail(product ? 'contenance' : 'ean', importMessages.formatNeeded);
  const warehouse = text(cells, 'entrepot');
  if (warehouse === '') fail('entrepot', importMessages.required);
  const vintage = vintageOf(text(cells, 'millesime'), thisYear);
  if (vintage === 'bad') fail('millesime', importMessages.vintage);
  const lot = text(cells, 'lot') || null;
  if (lot && lot.length > 40) fail('lot', importMessages.lot);
  const rawQuantity = text(cells, 'quantite').replace(/\s/g, '');
  const quantity = /^\d{1,7}$/.test(rawQuantity) ? Number(rawQuantity) : NaN;
  if (!(quantity > 0)) fail('quantite', rawQuantity === '' ? importMessages.required : importMessages.quantity);
  if (errors.length > 0 || vintage === 'bad') return { ok: false, errors };
  return { ok: true, value: { line, gtin, product, unity: volume?.unity ?? null, unityValue: volume?.unityValue ?? null, warehouse, vintage, lot, quantity } };
}

/** Lines of the same product twice (same EAN, or same name and volume) in one file: the second is refused. */
export function duplicateProductErrors(lines: readonly ImportedProduct[]): ImportLineError[] {
  const errors: ImportLineError[] = [];
  const byGtin = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const l of lines) {
    if (l.gtin) {
      const first = byGtin.get(l.gtin);
      if (first !== undefined) errors.push({ line: l.line, column: 'ean', message: importMessages.duplicateGtin(first) });
      else byGtin.set(l.gtin, l.line);
    }
    const key = `${fold(l.name)}|${volumeKey(l.unity, l.unityValue)}|${l.vintage ?? ''}`;
    const first = byName.get(key);
    if (first !== undefined) errors.push({ line: l.line, column: 'nom', message: importMessages.duplicateProduct(first) });
    else byName.set(key, l.line);
  }
  return errors;
}

// ---- API ----

export const importSummarySchema = z.object({
  id: z.number().int(),
  kind: importKindSchema,
  fileName: z.string(),
  status: z.enum(importStatuses),
  totalLines: z.number().int(),
  processedLines: z.number().int(),
  errorCount: z.number().int(),
  /** Products created, or stock lines entered. */
  createdCount: z.number().int(),
  /** Why the job stopped, when its status is `error`. */
  failure: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** What a file gave: the summary, its errors per line and column, and its first lines as read. */
export const importDetailSchema = importSummarySchema.extend({
  columns: z.array(z.string()),
  errors: z.array(importLineErrorSchema),
  /** The first lines of the file, cells by column, with their line number. */
  sample: z.array(z.object({ line: z.number().int(), cells: z.record(z.string(), z.string()) })),
});
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importListQuerySchema = paginationQuerySchema.extend({ shopId: idSchema.optional() });
export const importIdParamsSchema = z.object({ id: idSchema });
export const importShopQuerySchema = z.object({ shopId: idSchema.optional() });

/** Each kind has its own routes, so each declares its own right (createProduct; seeAllStock with module stocks). */
export const importPaths = {
  list: (kind: ImportKind) => `/v1/imports/${kind}`,
  one: (kind: ImportKind, id: number) => `/v1/imports/${kind}/${id}`,
  confirm: (kind: ImportKind, id: number) => `/v1/imports/${kind}/${id}/confirm`,
  revert: (kind: ImportKind, id: number) => `/v1/imports/${kind}/${id}/revert`,
} as const;

// ---- Service to service: catalog → stock ----

export const stockImportLineSchema = z.object({
  warehouseId: idSchema, formatId: idSchema, productId: idSchema, label: z.string().max(300),
  vintage: z.number().int().min(0).max(9999).nullable(), lot: z.string().max(40).nullable(), quantity: z.number().int().positive().max(10_000_000),
});
/** POST /v1/internal/stock/imports: one chunk of a stock import, written once per key (`import:<id>:<chunk>`). */
export const stockImportBodySchema = z.object({ shopId: idSchema, importId: idSchema, key: z.string().min(1).max(100), lines: z.array(stockImportLineSchema).max(1000) });
export type StockImportBody = z.infer<typeof stockImportBodySchema>;
/** POST /v1/internal/stock/imports/revert: the opposite of every row an import entered, once (`import:<id>:revert`). */
export const stockImportRevertBodySchema = z.object({ shopId: idSchema, importId: idSchema, key: z.string().min(1).max(100) });
export const stockImportResultSchema = z.object({ recorded: z.boolean(), rows: z.number().int() });
/** GET /v1/internal/stock/imports/warehouses?shopId=: the shop's active warehouses, to check the file's names. */
export const stockImportWarehousesSchema = z.object({ warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })) });
