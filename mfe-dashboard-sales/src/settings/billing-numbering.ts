import { billingSettingsSchema, type BillingSettings, type BillingSettingsInput } from '@vendange/contracts';

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

export type BillingErrors = Partial<Record<keyof BillingSettings, string>>;

/** The form checked as the server will (the contract's schema and French messages). */
export function billingSettingsBody(form: BillingSettingsInput): { ok: true; body: BillingSettings } | { ok: false; errors: BillingErrors } {
  const parsed = billingSettingsSchema.safeParse(form);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: BillingErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BillingSettings | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
