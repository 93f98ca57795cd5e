import type { Movement } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';

/**
 * The page a movement's document opens, when it has one: a shipment's order, a till ticket's sale (its id is its
 * order's), a sample, a purchase order received. A document of another kind (an import) has no page.
 */
export function documentHref(document: Movement['document']): string | null {
  if (!document) return null;
  switch (document.type) {
    case 'shipment': return typeof document.orderId === 'number' ? getHref('orderDetail', { id: document.orderId }) : null;
    case 'ticket': return getHref('orderDetail', { id: document.orderId ?? document.id });
    case 'sample': return getHref('sampleDetail', { id: document.id });
    case 'purchase': return getHref('purchaseDetail', { id: document.id });
    default: return null;
  }
}

/** An exit's accompanying document as the list writes it ('DAE 26FR…'), or null. */
export const exitDocumentText = (m: Pick<Movement, 'exitDocument'>): string | null => (m.exitDocument ? `${m.exitDocument.type} ${m.exitDocument.number}` : null);

/**
 * Where an exit went, as the list writes it: the country (beyond France) and the consignee's excise number of its
 * DAE, e.g. 'BE · BE0123456789'; null for a movement that goes nowhere (an entry, France without document).
 */
export function destinationText(m: Pick<Movement, 'destination' | 'exitDocument'>, countryName: (code: string) => string = (c) => c): string | null {
  const parts = [m.destination ? countryName(m.destination) : null, m.exitDocument?.recipientExciseNumber ?? null].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : null;
}
