import type { ShopLegal, ShopLegalInput } from '@vendange/contracts';

export const legalFields = [
  'companyName', 'legalForm', 'shareCapital', 'address', 'siret', 'rcsCity', 'vatNumber', 'phone', 'email', 'director', 'hostName', 'hostAddress', 'hostPhone',
] as const satisfies readonly (keyof ShopLegal)[];

/** The legal notice as the form holds it: the contract's input, '' for a field left empty. */
export type LegalForm = ShopLegalInput;

/** The form's values for a saved notice, or empty fields before the first save. */
export function legalToForm(legal: ShopLegal | null): LegalForm {
  return Object.fromEntries(legalFields.map((f) => [f, legal?.[f] ?? ''])) as LegalForm;
}
