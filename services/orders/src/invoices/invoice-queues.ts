/** The queue of sales documents (docs/decisions/durable-work.md): generate the Factur-X file, check it, transmit it. */
export const invoiceQueues = { transmit: 'orders.invoice-transmit' } as const;
