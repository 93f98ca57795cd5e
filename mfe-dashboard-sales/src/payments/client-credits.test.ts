import { describe, expect, it } from 'vitest';
import type { ClientCredit, OutstandingClient } from '@vendange/contracts';
import { clientOfCredit, creditClientKey } from './client-credits';

const credit = (over: Partial<ClientCredit>): ClientCredit => ({
  id: 1, number: 'AV2026-00001', issuedAt: '2026-11-01T10:00:00.000Z', clientName: 'Cave du Vieux Port', buyerId: null, totalTtcCents: 1000,
  sourceInvoiceId: 2, sourceNumber: 'FA2026-00002', availableCents: 1000, status: 'full', ...over,
});
const client = (key: string): OutstandingClient => ({ key, clientName: 'x', buyerId: null, buckets: { notDueCents: 0, days1to30Cents: 0, days31to60Cents: 0, over60Cents: 0, totalCents: 0 }, invoices: [] });

describe('the client of a credit note', () => {
  it('is their account, else the name they are invoiced under, as the outstandings key them', () => {
    expect(creditClientKey(credit({ buyerId: 5 }))).toBe('buyer:5');
    expect(creditClientKey(credit({ clientName: ' Cave du Vieux Port ' }))).toBe('name:cave du vieux port');
    expect(clientOfCredit(credit({}), [client('name:autre'), client('name:cave du vieux port')])?.key).toBe('name:cave du vieux port');
    expect(clientOfCredit(credit({ buyerId: 5 }), [client('name:cave du vieux port')])).toBeNull();
  });
});
