import { z } from 'zod';
import { ruleMessages as m } from './rules/messages';

const label = z.string({ error: m.needed }).trim().min(1, m.needed).max(80, 'Doit faire au maximum 80 caractères');

/** The French messages of the bank list (spec point 3, Shop: "banks"). */
export const bankMessages = {
  tooMany: 'Une boutique compte au plus 10 banques.',
  twoDefaults: 'Une seule banque peut être la banque par défaut.',
  noDefault: 'Choisissez la banque par défaut.',
  sameIban: 'Cet IBAN est déjà celui d’une autre banque de la boutique.',
  sameId: 'Deux banques ne peuvent pas avoir le même identifiant.',
  transferWithoutBank: 'Renseignez vos coordonnées bancaires pour proposer le virement.',
} as const;

/** A shop keeps at most this many banks. */
export const MAX_BANKS = 10;

/** Bank details shown to a buyer who pays by transfer (the shop's default bank, spec "banks"). */
export const bankDetailsSchema = z.object({
  holder: label,
  // A codec, not a transform: response schemas (GET /v1/shops/me) encode it back, which a one-way transform cannot.
  iban: z.codec(z.string().trim(), z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "L'IBAN n'est pas valide"), {
    decode: (v) => v.replace(/\s+/g, '').toUpperCase(), encode: (v) => v,
  }),
  bic: z.string().trim().toUpperCase().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "Le BIC n'est pas valide"),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
/** Bank details as the API sends them (response schemas carry no transform: they are encoded, not parsed). */
export const bankDetailsOutputSchema = z.object({ holder: z.string(), iban: z.string(), bic: z.string() });

/**
 * One bank account of the shop: the bank's name, its RIB (holder, IBAN, BIC) and whether transfers go to it.
 * `id` is absent on a bank the producer has just added: the shops service gives it one from its name when
 * it stores the list (like the storefront tabs), and keeps it across edits.
 */
export const bankAccountSchema = bankDetailsSchema.extend({
  id: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'Identifiant de banque invalide.').optional(),
  /** "Crédit Agricole Alpes Provence": tells the accounts apart in the settings. */
  name: label,
  isDefault: z.boolean({ error: 'Indiquez si la banque est la banque par défaut.' }),
});
export type BankAccountInput = z.infer<typeof bankAccountSchema>;
/** A bank as stored and read back: it always has its id. */
export type BankAccount = BankAccountInput & { id: string };
export const bankAccountOutputSchema = bankDetailsOutputSchema.extend({ id: z.string(), name: z.string(), isDefault: z.boolean() });

/** The list as the sales rules take it (its rules across banks are checked with the rules: see bankListIssues). */
export const bankListSchema = z.array(bankAccountSchema).max(MAX_BANKS, bankMessages.tooMany);

/**
 * What is wrong with a list of banks, each on the path of the field to correct: one default exactly when
 * there are banks, no IBAN nor id twice, and a bank at all when the shop offers transfers.
 */
export function bankListIssues(banks: readonly BankAccountInput[], transferOffered: boolean): Array<{ path: (string | number)[]; message: string }> {
  const issues: Array<{ path: (string | number)[]; message: string }> = [];
  if (banks.length === 0) {
    if (transferOffered) issues.push({ path: ['banks'], message: bankMessages.transferWithoutBank });
    return issues;
  }
  const defaults = banks.flatMap((b, i) => (b.isDefault ? [i] : []));
  if (defaults.length === 0) issues.push({ path: ['banks'], message: bankMessages.noDefault });
  // The first default stands; each further one is the field to untick.
  for (const i of defaults.slice(1)) issues.push({ path: ['banks', i, 'isDefault'], message: bankMessages.twoDefaults });
  const ibans = new Set<string>();
  const ids = new Set<string>();
  banks.forEach((b, i) => {
    if (ibans.has(b.iban)) issues.push({ path: ['banks', i, 'iban'], message: bankMessages.sameIban });
    ibans.add(b.iban);
    if (b.id === undefined) return;
    if (ids.has(b.id)) issues.push({ path: ['banks', i, 'id'], message: bankMessages.sameId });
    ids.add(b.id);
  });
  return issues;
}

/**
 * The bank buyers pay transfers to, as the readers of `bank` (transfer details, invoices, SEPA) take it: the
 * one flagged default, or null when the shop has none. The rules refuse a list without exactly one default,
 * so "none" only means "no bank".
 */
export function defaultBankOf(banks: ReadonlyArray<BankDetails & { isDefault: boolean }>): BankDetails | null {
  const chosen = banks.find((b) => b.isDefault);
  return chosen ? { holder: chosen.holder, iban: chosen.iban, bic: chosen.bic } : null;
}

/** The name and id a bank saved before shops had several gets: the producer may rename it. */
export const LEGACY_BANK = { id: 'banque-principale', name: 'Banque principale' } as const;

/**
 * The banks of stored sales rules: `banks` when written, else the single `bank` of rules saved before
 * shops had several, read as a one-bank list of which it is the default.
 */
export function banksOfSaved(saved: { banks?: BankAccount[] | undefined; bank?: BankDetails | null | undefined } | null | undefined): BankAccount[] {
  if (saved?.banks) return saved.banks;
  if (!saved?.bank) return [];
  const { holder, iban, bic } = saved.bank;
  return [{ ...LEGACY_BANK, holder, iban, bic, isDefault: true }];
}
