import { z } from 'zod';
import { bankAccountSchema, bankMessages, type BankAccountInput } from '@vendange/contracts';
import type { BankFields } from './bank-list';
import { groupIban } from './iban';
import { checkedBy } from './text-rules';

/** One bank as its dialog holds it: the IBAN in groups of four, as people copy it from a RIB. */
export type BankAccountForm = BankFields;

/** A bank's fields in the dialog; a new bank starts with the holder of the shop's other accounts (usually the same company). */
export function bankToForm(bank: BankAccountInput | null, holder = ''): BankAccountForm {
  if (!bank) return { name: '', holder, iban: '', bic: '' };
  return { name: bank.name, holder: bank.holder, iban: groupIban(bank.iban), bic: bank.bic };
}

/** The contract's rules for one bank (the list's own rules are the settings'). */
const bankFieldsSchema = bankAccountSchema.pick({ name: true, holder: true, iban: true, bic: true });

/**
 * The dialog's resolver schema: the contract's fields (IBAN without spaces, BIC in capitals), and an
 * IBAN another bank of the shop already has refused here, under the field, rather than at saving.
 */
export function bankFormSchema(takenIbans: readonly string[]) {
  return z.object({ name: z.string(), holder: z.string(), iban: z.string(), bic: z.string() })
    .transform(checkedBy(bankFieldsSchema))
    .transform((bank, ctx) => {
      if (takenIbans.includes(bank.iban)) {
        ctx.addIssue({ code: 'custom', path: ['iban'], message: bankMessages.sameIban });
        return z.NEVER;
      }
      return bank;
    });
}
