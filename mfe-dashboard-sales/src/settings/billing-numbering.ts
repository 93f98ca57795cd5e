import { billingSettingsSchema, type BillingSettings } from '@vendange/contracts';

/** What PUT /v1/shops/me/billing takes (the creditor identifier may be left out there; this form always sends it). */
export type BillingSettingsBody = ReturnType<typeof billingSettingsSchema.parse>;

/** Sequence part of a number of the given fiscal year (…2026-00012 → 12), or null when it is another year's. */
function sequenceOf(number: string, fiscalYear: number): number | null {
  const m = /(\d{4})-(\d+)$/.exec(number);
  return m && Number(m[1]) === fiscalYear ? Number(m[2]) : null;
}

/**
 * The number the next invoice will get with `prefix`: the series goes on whatever the prefix (FA2026-00012
 * then VE2026-00013), and starts again at 1 with a new fiscal year. `issued` are the newest numbers of the
 * series (invoices and deposit invoices share it). Null when the prefix is not a valid one.
 */
export function nextNumberPreview(prefix: string, issued: ReadonlyArray<string | null | undefined>, fiscalYear: number): string | null {
  const clean = prefix.trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,8}$/.test(clean)) return null;
  const last = Math.max(0, ...issued.map((n) => (n ? sequenceOf(n, fiscalYear) ?? 0 : 0)));
  return `${clean}${fiscalYear}-${String(last + 1).padStart(5, '0')}`;
}

/** The reminder days as typed (text fields), read as numbers when the form is checked. */
export interface ReminderFields { active: boolean; firstDays: string; secondDays: string; formalDays: string }
export type ReminderDaysField = Exclude<keyof ReminderFields, 'active'>;
export const reminderDaysFields: readonly ReminderDaysField[] = ['firstDays', 'secondDays', 'formalDays'];
export type BillingForm = Omit<BillingSettings, 'reminders' | 'sepaCreditorId'> & { reminders: ReminderFields; sepaCreditorId: string };

/** The form filled with the saved settings. */
export const billingFormOf = (saved: BillingSettings): BillingForm => ({
  invoicePrefix: saved.invoicePrefix,
  creditPrefix: saved.creditPrefix,
  paymentDelay: saved.paymentDelay,
  sepaCreditorId: saved.sepaCreditorId ?? '',
  reminders: {
    active: saved.reminders.active,
    firstDays: String(saved.reminders.firstDays),
    secondDays: String(saved.reminders.secondDays),
    formalDays: String(saved.reminders.formalDays),
  },
});

/** Whether the form differs from the saved settings (the days compared as typed, once trimmed). */
export function billingFormChanged(form: BillingForm, saved: BillingSettings): boolean {
  const base = billingFormOf(saved);
  return form.invoicePrefix !== base.invoicePrefix || form.creditPrefix !== base.creditPrefix || form.paymentDelay !== base.paymentDelay
    || form.sepaCreditorId.trim() !== base.sepaCreditorId || form.reminders.active !== base.reminders.active
    || reminderDaysFields.some((f) => form.reminders[f].trim() !== base.reminders[f]);
}

/** Typed days as a number for the schema: nothing typed is left out (the schema says to fill it in). */
function daysOf(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? undefined : Number(clean);
}

export type BillingErrors = Partial<Record<Exclude<keyof BillingSettings, 'reminders'> | ReminderDaysField, string>>;

/**
 * The form checked as the server will (the contract's schema and French messages); the body always carries the
 * reminders (a PUT without them would put the default schedule back). A reminder's error is under its days field.
 */
export function billingSettingsBody(form: BillingForm): { ok: true; body: BillingSettingsBody } | { ok: false; errors: BillingErrors } {
  const parsed = billingSettingsSchema.safeParse({
    ...form,
    // Always sent: emptied, the shop has no creditor identifier any more.
    sepaCreditorId: form.sepaCreditorId.trim() || null,
    reminders: {
      active: form.reminders.active,
      firstDays: daysOf(form.reminders.firstDays),
      secondDays: daysOf(form.reminders.secondDays),
      formalDays: daysOf(form.reminders.formalDays),
    },
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: BillingErrors = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const key = (first === 'reminders' ? second : first) as keyof BillingErrors | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
