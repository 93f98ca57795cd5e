import { getHref } from '@vendange/route-registry';

// Pages routed by this MFE below the registry's accounting prefix entry, which have no name of their own.
/** /dashboard/accounting/exports: the FEC. */
export const accountingExportsHref = (): string => `${getHref('accounting')}/exports`;
/** /dashboard/accounting/codes: the accounts the FEC posts to. */
export const accountingCodesHref = (): string => `${getHref('accounting')}/codes`;
