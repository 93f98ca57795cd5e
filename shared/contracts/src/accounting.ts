import { z } from 'zod';
import { productTypeSchema } from './catalog';
import { idSchema } from './common';
import { paymentTypes } from './payment-names';
import { accountingVatRates } from './vat-rates';
import type { PaymentType } from './shop-sales';

/** A general ledger account of the French chart (PCG): its class digit first, 3 to 12 characters. */
const account = z.string({ error: 'Indiquez un numéro de compte.' }).trim().toUpperCase()
  .regex(/^[1-7][0-9A-Z]{2,11}$/, 'Un compte du plan comptable : de 3 à 12 caractères, commençant par sa classe (1 à 7), par exemple 706000.');

const productTypes = productTypeSchema.options;
export type AccountProductType = (typeof productTypes)[number];

/**
 * The shop's accounting codes (Paramètres › Comptabilité, /dashboard/accounting/codes; docs/decisions/accounting.md):
 * the collective accounts of clients and suppliers, sales by product type, delivery, deposits, VAT collected per rate,
 * and the treasury account each payment method lands in. The FEC posts to them.
 */
export const accountingCodesSchema = z.object({
  clients: account,
  suppliers: account,
  delivery: account,
  deposits: account,
  productTypes: z.object(Object.fromEntries(productTypes.map((t) => [t, account])) as Record<AccountProductType, typeof account>),
  vatRates: z.object(Object.fromEntries(accountingVatRates.map((r) => [r, account])) as Record<(typeof accountingVatRates)[number], typeof account>),
  paymentMethods: z.object(Object.fromEntries(paymentTypes.map((p) => [p, account])) as Record<PaymentType, typeof account>),
});
export type AccountingCodes = z.infer<typeof accountingCodesSchema>;

/** The French chart's usual accounts for a wine producer selling its own production. */
export const defaultAccountingCodes: AccountingCodes = {
  clients: '411000',
  suppliers: '401000',
  delivery: '708500',
  deposits: '419100',
  productTypes: { bottle: '701000', spirit: '701000', box: '701000', accessory: '707000', food: '707000', prestation: '706000', touristTax: '467000' },
  vatRates: { '20': '445710', '10': '445710', '5.5': '445710', '2.1': '445710', '0': '445710' },
  paymentMethods: {
    card: '512000', debit: '512000', transfer: '512000', lcr: '512000', stripe: '512000', cash: '530000', tips: '530000', cheque: '511200',
    restaurantTicket: '511000', giftVoucher: '419800', wallet: '512000', creditNote: '411000', other: '512000',
  },
};

/** The codes as stored (saved before a key existed, or never saved) over the defaults. */
export const withAccountingDefaults = (stored: Partial<AccountingCodes> | null | undefined): AccountingCodes => ({
  ...defaultAccountingCodes, ...stored,
  productTypes: { ...defaultAccountingCodes.productTypes, ...stored?.productTypes },
  vatRates: { ...defaultAccountingCodes.vatRates, ...stored?.vatRates },
  paymentMethods: { ...defaultAccountingCodes.paymentMethods, ...stored?.paymentMethods },
});

/** PUT /v1/accounting/codes. */
export const accountingCodesBodySchema = accountingCodesSchema.extend({ shopId: idSchema });
