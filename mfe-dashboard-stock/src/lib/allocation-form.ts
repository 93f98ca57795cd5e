import type { MessageDescriptor } from '@lingui/core';
import { allocationBodySchema, thresholdBodySchema, type AllocationBody } from '@vendange/contracts';

/** The new allocation as typed: the quantity stays text until checked. */
export interface AllocationForm {
  formatId: number | null;
  label: string;
  /** The CRM client picked, or null for a name typed freely (an agent, a prospect). */
  clientId: number | null;
  beneficiary: string;
  quantity: string;
  deadline: string;
  note: string;
}

export const emptyAllocationForm: AllocationForm = { formatId: null, label: '', clientId: null, beneficiary: '', quantity: '', deadline: '', note: '' };

export type AllocationErrors = Partial<Record<'formatId' | 'beneficiary' | 'quantity' | 'deadline' | 'note', string>>;

/** The fields of the body, to place the server's refusals under theirs. */
export const allocationFieldPaths = ['formatId', 'beneficiary', 'quantity', 'deadline', 'note'] as const;

/** What the form says of a field left empty or wrong (zod's words are French but not all of them say which field). */
export const allocationFieldMessages = {
  format: /*i18n*/ { id: 'stock.allocation.form.format', message: 'Choisissez un vin et son format.' },
  beneficiary: /*i18n*/ { id: 'stock.allocation.form.beneficiary', message: 'Choisissez un client ou saisissez un nom.' },
  quantity: /*i18n*/ { id: 'stock.allocation.form.quantity', message: 'Un nombre entier de bouteilles, au moins 1.' },
  deadline: /*i18n*/ { id: 'stock.allocation.form.deadline', message: "Choisissez la date limite (aujourd'hui ou un jour à venir)." },
  threshold: /*i18n*/ { id: 'stock.threshold.form.whole', message: 'Un nombre entier de bouteilles, 0 ou plus.' },
} satisfies Record<string, MessageDescriptor>;

type Translate = (d: MessageDescriptor) => string;

/** Checks the form against the contract (and a deadline not before `today`): the body to send, or a message per field. */
export function checkAllocation(form: AllocationForm, today: string, tr: Translate): { body: AllocationBody; errors?: undefined } | { body?: undefined; errors: AllocationErrors } {
  const errors: AllocationErrors = {};
  if (form.formatId === null) errors.formatId = tr(allocationFieldMessages.format);
  if (!form.beneficiary.trim()) errors.beneficiary = tr(allocationFieldMessages.beneficiary);
  if (!/^\d+$/.test(form.quantity.trim()) || Number(form.quantity) < 1) errors.quantity = tr(allocationFieldMessages.quantity);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.deadline) || form.deadline < today) errors.deadline = tr(allocationFieldMessages.deadline);
  const body = {
    formatId: form.formatId ?? 0, clientId: form.clientId, beneficiary: form.beneficiary.trim(),
    quantity: Number(form.quantity.trim()), deadline: form.deadline, note: form.note.trim() || null,
  };
  const parsed = allocationBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof AllocationErrors;
      if ((allocationFieldPaths as readonly string[]).includes(key)) errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** A threshold as typed: '' removes it (null), a whole number of bottles sets it; anything else is refused (undefined). */
export function thresholdFromText(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = thresholdBodySchema.safeParse({ threshold: Number(trimmed) });
  return parsed.success ? parsed.data.threshold : undefined;
}
