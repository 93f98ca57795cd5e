// Without zod: the purchase order editor offers these rates, and reading them from accounting.ts (a schema module)
// brought zod (27 KB gzip) onto it (docs/decisions/front-end-performance.md, session 32).

/** The VAT rates a French producer invoices at, in percent as documents write them. */
export const accountingVatRates = ['20', '10', '5.5', '2.1', '0'] as const;
