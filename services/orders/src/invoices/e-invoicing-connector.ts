import type { InvoiceDetail } from '@vendange/contracts';

/** What the platform said of a transmitted document (spec point 4 legal statuses it can move to). */
export interface Transmission {
  status: 'processing' | 'completed' | 'rejected' | 'incomplete';
  /** The platform's reference of the deposit. */
  reference: string;
}

/**
 * The 2026-27 e-invoicing reform sends each invoice through an approved platform (PA). The platform
 * is the producer's choice, so the connector is pluggable (docs/decisions/invoices.md); one is used
 * per process, chosen by the E_INVOICING_CONNECTOR setting.
 */
export interface EInvoicingConnector {
  name: string;
  transmit(doc: InvoiceDetail, facturX: Uint8Array): Promise<Transmission>;
}

/**
 * The embedded default: no platform is reachable from a demo, so the transmission is recorded here
 * (the archived file and this reference) and the document is taken as received.
 */
export const localConnector: EInvoicingConnector = {
  name: 'local',
  transmit: async (doc) => ({ status: 'completed', reference: `local:${doc.shopId}:${doc.number}` }),
};

/** The connector the E_INVOICING_CONNECTOR setting names (env.ts accepts only known ones). */
export function connectorFor(setting: string | undefined): EInvoicingConnector {
  if (setting === undefined || setting === 'local') return localConnector;
  throw new Error(`E_INVOICING_CONNECTOR=${setting}: no such connector (known: local)`);
}
