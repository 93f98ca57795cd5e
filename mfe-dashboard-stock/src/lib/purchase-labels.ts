import type { MessageDescriptor } from '@lingui/core';
import { mutate } from 'swr';
import type { PurchaseStatus } from '@vendange/contracts';

/** A purchase order's status, as the lists, the filter and the detail read it. */
export const purchaseStatusLabels: Record<PurchaseStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'purchase.status.draft', message: 'Brouillon' },
  ordered: /*i18n*/ { id: 'purchase.status.ordered', message: 'Commandée' },
  partiallyReceived: /*i18n*/ { id: 'purchase.status.partiallyReceived', message: 'Reçue en partie' },
  received: /*i18n*/ { id: 'purchase.status.received', message: 'Reçue' },
  cancelled: /*i18n*/ { id: 'purchase.status.cancelled', message: 'Annulée' },
};

export const purchaseStatusColors: Record<PurchaseStatus, string> = {
  draft: 'gray', ordered: 'blue', partiallyReceived: 'orange', received: 'green', cancelled: 'red',
};

/** Suppliers and purchase orders read again after a change (a reception moves the stock too). */
export const refreshPurchases = (): Promise<unknown> =>
  mutate((key: unknown) => typeof key === 'string' && /\/v1\/(?:suppliers|purchases|stocks|products)(?:[/?]|$)/.test(key));
