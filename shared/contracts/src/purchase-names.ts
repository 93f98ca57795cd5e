// The purchase orders' statuses, without zod: the purchases list filters and labels with them, and reading them from
// the schema module brought zod (27 KB gzip) onto that screen (docs/decisions/front-end-performance.md, session 32).
// purchases.ts builds its schemas from them.

/** Purchase order statuses: a draft is edited, then ordered; receptions make it partially then fully received. */
export const purchaseStatuses = ['draft', 'ordered', 'partiallyReceived', 'received', 'cancelled'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
/** The statuses as the producer reads them (error messages). */
export const purchaseStatusNames: Record<PurchaseStatus, string> = {
  draft: 'brouillon', ordered: 'commandée', partiallyReceived: 'reçue en partie', received: 'reçue', cancelled: 'annulée',
};
