/** The queues of sales documents (docs/decisions/durable-work.md): generate the Factur-X file, check it, transmit it; mail it to the client. */
export const invoiceQueues = { transmit: 'orders.invoice-transmit', mail: 'orders.invoice-mail' } as const;
