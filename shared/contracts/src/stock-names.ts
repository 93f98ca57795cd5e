// The stock ledger's names and pure rules, without zod: the stock screens read them to filter and label their lists,
// and reading them from the schema module brought zod (27 KB gzip) onto each of those screens
// (docs/decisions/front-end-performance.md, session 32). stock.ts builds its schemas from them.

/** A bonded cellar holds wine with its duties suspended; a duty-paid depot holds wine whose duties are settled. */
export const warehouseRegimes = ['suspended', 'paid'] as const;
export type WarehouseRegime = (typeof warehouseRegimes)[number];

/** French excise number of a bonded warehouse-keeper: FR, then 11 letters or digits (FR012345E6789). */
export const EXCISE_NUMBER = /^FR[0-9A-Z]{11}$/;

/** Why a quantity changed. Entries, exits, transfers and inventory adjustments each have their own. */
/** `bulkPurchase` / `bulkSale`: wine bought or sold in bulk (vrac, a format counted in litres or hectolitres), their own DRM lines. */
export const entryReasons = ['bottling', 'purchase', 'bulkPurchase', 'return'] as const;
export const exitReasons = ['sale', 'bulkSale', 'sample', 'tasting', 'loss'] as const;
/** The exits an orders document may write: a sale (shipment) or a sample sent. */
export const documentExitReasons = ['sale', 'sample'] as const;
/**
 * `opening`: the stock a cellar already held when its ledger began (an import from a file): the DRM counts it in the
 * month's opening stock, not as an entry of the month. Written only by imports.
 */
export const movementReasons = [...entryReasons, ...exitReasons, 'transfer', 'inventory', 'opening'] as const;
export type MovementReason = (typeof movementReasons)[number];

export const movementKinds = ['entry', 'exit', 'transfer', 'inventory'] as const;
export type MovementKind = (typeof movementKinds)[number];

/** The kind a reason belongs to (a transfer writes an exit and an entry, both of reason transfer). */
export function kindOfReason(reason: MovementReason): MovementKind {
  if ((entryReasons as readonly string[]).includes(reason)) return 'entry';
  if ((exitReasons as readonly string[]).includes(reason)) return 'exit';
  if (reason === 'opening') return 'entry';
  return reason as 'transfer' | 'inventory';
}

/**
 * The 27 member states of the EU (ISO 3166 alpha-2), plus XI (Northern Ireland, inside the EU's excise territory for
 * goods under the Windsor Framework): a sale leaving for one of them is an EU dispatch on the DRM, anywhere else beyond
 * France and Monaco an export. Outside the excise territory although in the EU, the French overseas departments have
 * their own ISO codes (GP, MQ, GF, RE, YT) and so read as exports, as do the Canary Islands only when typed apart
 * (IC): customs treat both as third territories for excise.
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT',
  'RO', 'SE', 'SI', 'SK', 'XI',
] as const;

/** Where an exit goes for excise: France (Monaco is France for excise), another EU member state, or a third country. */
export type ExciseDestination = 'france' | 'eu' | 'export';

/** The excise destination of a country code (none: France, goods handed over here). */
export function exciseDestinationOf(country: string | null | undefined): ExciseDestination {
  const code = country?.trim().toUpperCase() ?? '';
  if (code === '' || code === 'FR' || code === 'MC') return 'france';
  return (EU_MEMBER_STATES as readonly string[]).includes(code) ? 'eu' : 'export';
}

/** A destination the ledger keeps: a country beyond France and Monaco, else none. */
export const abroadOf = (country: string | null | undefined): string | null => (exciseDestinationOf(country) === 'france' ? null : country!.trim().toUpperCase());

/**
 * The document that accompanies goods leaving the cellar (DOMAIN.md, "DAE / DSA"): a DAE (duty-suspended, electronic,
 * identified by its ARC, to be discharged by the recipient), a DSA (duty-paid), or their paper forerunners still
 * met in the EDI file, the DAA and the DAC. Issued in GAMMA, not by Vendange: the producer types its number here.
 */
export const exitDocumentTypes = ['DAE', 'DSA', 'DAA', 'DAC'] as const;
export type ExitDocumentType = (typeof exitDocumentTypes)[number];

/** An ARC (administrative reference code of an e-AD/DAE): 2 digits of the year, 2 letters of the country, 16 characters, a check digit. */
export const ARC = /^\d{2}[A-Z]{2}[A-Z0-9]{16}\d$/;
/** An excise number of any member state: 2 letters of the country, then 5 to 16 letters or digits. */
export const ANY_EXCISE_NUMBER = /^[A-Z]{2}[0-9A-Z]{5,16}$/;

export const allocationStatuses = ['open', 'taken', 'expired', 'released'] as const;
