import type { BankAccountInput } from '@vendange/contracts';

/** What the bank dialog edits: the rest (id, default flag) belongs to the list. */
export type BankFields = Pick<BankAccountInput, 'name' | 'holder' | 'iban' | 'bic'>;

/**
 * The shop's banks as the settings edit them, always with one default when there is a bank: the rules
 * refuse a list without, so the screen never makes one. New banks have no id: the server gives it.
 */
export const bankList = {
  /** Adds a bank at the end; the first one is the default, since transfers need one. */
  add(banks: readonly BankAccountInput[], fields: BankFields): BankAccountInput[] {
    return [...banks, { ...fields, isDefault: !banks.some((b) => b.isDefault) }];
  },
  /** Changes the details of the bank at `index`; it keeps its id and its place as default or not. */
  edit(banks: readonly BankAccountInput[], index: number, fields: BankFields): BankAccountInput[] {
    return banks.map((b, i) => (i === index ? { ...b, ...fields } : b));
  },
  /** Makes the bank at `index` the default, and only it. */
  makeDefault(banks: readonly BankAccountInput[], index: number): BankAccountInput[] {
    return banks.map((b, i) => ({ ...b, isDefault: i === index }));
  },
  /** Removes the bank at `index`; removing the default hands the role to the first bank left. */
  remove(banks: readonly BankAccountInput[], index: number): BankAccountInput[] {
    const left = banks.filter((_, i) => i !== index);
    if (!banks[index]?.isDefault || left.length === 0) return left;
    return left.map((b, i) => ({ ...b, isDefault: i === 0 }));
  },
  /** The bank that becomes the default if the one at `index` is removed; null when the default stays. */
  nextDefault(banks: readonly BankAccountInput[], index: number): BankAccountInput | null {
    if (!banks[index]?.isDefault) return null;
    return banks.find((_, i) => i !== index) ?? null;
  },
};
