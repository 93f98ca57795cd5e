import { ANY_EXCISE_NUMBER, exciseDestinationOf, type ExciseDestination, type ExitDocumentType, type WarehouseRegime } from './stock-names';

/**
 * Why a shipment leaves under the document suggested (DOMAIN.md, "Customs and excise"; docs/decisions/shipments.md):
 * - `suspendedToBonded`: from a bonded cellar to a professional with an excise number: a DAE, duties still suspended;
 * - `export`: from a bonded cellar to a third country: a DAE to the customs office of exit;
 * - `euDutyPaid`: to a consumer (or from a duty-paid warehouse) in another member state: a DSA;
 * - `franceDutyPaid`: to a private buyer in France: duty-paid, the CRD capsule (or a DSA for bottles without one);
 * - `paidExport`: duty-paid goods leaving for a third country: a DSA (their duties are claimed back).
 */
export type ExitDocumentWhy = 'suspendedToBonded' | 'export' | 'euDutyPaid' | 'franceDutyPaid' | 'paidExport';

export interface ExitDocumentChoice {
  /** The document to type, or none (a duty-paid sale in France under CRD). */
  suggested: ExitDocumentType | null;
  why: ExitDocumentWhy;
  excise: ExciseDestination;
}

/**
 * The accompanying document a shipment's exit needs, from where it goes (the delivery country; none: handed over
 * in France), the consignee's excise number (a bonded professional) and the regime of the warehouse it leaves.
 * Pure: the ship dialog suggests it, the producer may still pick another (a paper DAA/DAC, a DSA in France).
 */
export function exitDocumentFor(to: { country: string | null | undefined; recipientExciseNumber: string | null | undefined; regime: WarehouseRegime }): ExitDocumentChoice {
  const excise = exciseDestinationOf(to.country);
  const bondedConsignee = ANY_EXCISE_NUMBER.test((to.recipientExciseNumber ?? '').replace(/\s+/g, '').toUpperCase());
  if (to.regime === 'suspended') {
    if (excise === 'export') return { suggested: 'DAE', why: 'export', excise };
    if (bondedConsignee) return { suggested: 'DAE', why: 'suspendedToBonded', excise };
  }
  if (excise === 'export') return { suggested: 'DSA', why: 'paidExport', excise };
  if (excise === 'eu') return { suggested: 'DSA', why: 'euDutyPaid', excise };
  return { suggested: null, why: 'franceDutyPaid', excise };
}
