import { z } from 'zod';
import { ruleMessages } from './messages';

const emailShape = z.email();
export const isEmail = (value: string): boolean => emailShape.safeParse(value.trim()).success;

/** At least one address, each valid (spec point 5, recipient e-mail field). */
export const recipientsSchema = z.array(z.string()).superRefine((list, ctx) => {
  if (list.length === 0) ctx.addIssue({ code: 'custom', message: ruleMessages.recipientsEmpty });
  for (const address of list) {
    if (!isEmail(address)) ctx.addIssue({ code: 'custom', message: ruleMessages.recipientInvalid(address) });
  }
});

export type RecipientAdd = { list: string[]; error: string | null; added: boolean };

/** Enter or Tab: a typed valid address not already listed joins the list; an invalid one is refused. */
export function addRecipient(list: readonly string[], typed: string): RecipientAdd {
  const address = typed.trim();
  if (address === '') return { list: [...list], error: null, added: false };
  if (!isEmail(address)) return { list: [...list], error: ruleMessages.recipientInvalid(address), added: false };
  if (list.some((a) => a.toLowerCase() === address.toLowerCase())) return { list: [...list], error: null, added: false };
  return { list: [...list, address], error: null, added: true };
}
