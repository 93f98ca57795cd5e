import { placeServerError } from '@vendange/api-client';
import {
  accountingCodesSchema, accountingVatRates, messages, paymentTypes,
  type AccountingCodes, type AccountProductType, type PaymentType,
} from '@vendange/contracts';

/** The product types in the order the form shows them (wine first, then the rest of the shop). */
export const accountProductTypes: readonly AccountProductType[] = ['bottle', 'spirit', 'box', 'accessory', 'food', 'prestation', 'touristTax'];
export type AccountVatRate = (typeof accountingVatRates)[number];

/**
 * One field of the form, named as the server names it in a refusal ("… (paymentMethods.transfer)"):
 * the contract's path joined with dots.
 */
export type AccountingField =
  | 'clients' | 'suppliers' | 'delivery' | 'deposits'
  | `productTypes.${AccountProductType}` | `vatRates.${AccountVatRate}` | `paymentMethods.${PaymentType}`;

/** Every field, in the form's order. */
export const accountingFields: readonly AccountingField[] = [
  'clients', 'suppliers',
  ...accountProductTypes.map((p) => `productTypes.${p}` as const), 'delivery', 'deposits',
  ...accountingVatRates.map((r) => `vatRates.${r}` as const),
  ...paymentTypes.map((p) => `paymentMethods.${p}` as const),
];

/** The form: each account as typed. */
export type AccountingForm = Record<AccountingField, string>;
export type AccountingErrors = Partial<Record<AccountingField, string>>;

/** The form filled with the codes (saved ones, or the defaults). */
export function accountingFormOf(codes: AccountingCodes): AccountingForm {
  return {
    clients: codes.clients, suppliers: codes.suppliers, delivery: codes.delivery, deposits: codes.deposits,
    ...Object.fromEntries(accountProductTypes.map((p) => [`productTypes.${p}`, codes.productTypes[p]])),
    ...Object.fromEntries(accountingVatRates.map((r) => [`vatRates.${r}`, codes.vatRates[r]])),
    ...Object.fromEntries(paymentTypes.map((p) => [`paymentMethods.${p}`, codes.paymentMethods[p]])),
  } as AccountingForm;
}

/** An account as the server keeps it (trimmed, upper case): the form is unchanged when only the case or spaces differ. */
const normal = (account: string) => account.trim().toUpperCase();

/** Whether the form differs from the codes (the saved ones). */
export const accountingFormChanged = (form: AccountingForm, codes: AccountingCodes): boolean => {
  const base = accountingFormOf(codes);
  return accountingFields.some((f) => normal(form[f]) !== normal(base[f]));
};

/** The codes the form holds, in the contract's shape (not checked yet). */
function codesOf(form: AccountingForm) {
  const group = <K extends string>(prefix: string, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, form[`${prefix}.${k}` as AccountingField]])) as Record<K, string>;
  return {
    clients: form.clients, suppliers: form.suppliers, delivery: form.delivery, deposits: form.deposits,
    productTypes: group('productTypes', accountProductTypes),
    vatRates: group('vatRates', accountingVatRates),
    paymentMethods: group('paymentMethods', paymentTypes),
  };
}

/**
 * The form checked as the server will (the contract's schema and its French messages): the codes to PUT with
 * the shop, or the first error of each field, under the field.
 */
export function accountingCodesBody(form: AccountingForm, shopId: number):
  { ok: true; body: AccountingCodes & { shopId: number } } | { ok: false; errors: AccountingErrors } {
  const parsed = accountingCodesSchema.safeParse(codesOf(form));
  if (parsed.success) return { ok: true, body: { shopId, ...parsed.data } };
  const errors: AccountingErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') as AccountingField;
    if (accountingFields.includes(key) && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** Where a refused save is shown: under the field the server's 400 names, else above the form. */
export function accountingServerError(err: unknown): { field: AccountingField | null; message: string } {
  const placed = placeServerError(err, accountingFields, messages.internal);
  return { field: placed.field as AccountingField | null, message: placed.message };
}
