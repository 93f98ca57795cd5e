// The primeur campaigns' statuses, without zod: the futures list filters and labels with them, and reading them from
// the schema module brought zod (27 KB gzip) onto that screen (docs/decisions/front-end-performance.md, session 32).
// futures.ts builds its schemas from them.

export const futureStatuses = ['draft', 'open', 'closed', 'delivered'] as const;
export type FutureStatus = (typeof futureStatuses)[number];
/** As the producer reads them. 'delivered': bottled, the orders may be delivered. */
export const futureStatusNames: Record<FutureStatus, string> = { draft: 'brouillon', open: 'ouverte', closed: 'close', delivered: 'en livraison' };
