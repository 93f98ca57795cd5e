import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationRefusal } from './allocation-rules';
import { leftToPay, outstandingsOf, type OpenInvoiceRow } from './outstanding-ages';

const row = (over: Partial<OpenInvoiceRow>): OpenInvoiceRow => ({
  id: 1, kind: 'invoice', number: 'FA2026-00001', issuedAt: '2026-09-01T10:00:00.000Z', dueDate: '2026-10-01', totalTtcCents: 10000, creditedCents: 0, paidCents: 0,
  buyerId: null, clientName: 'Cave du Vieux-Port', reminders: [], ...over,
});

describe('outstandings by age', () => {
  it('puts what is left on each invoice in its age, per client and for the shop, the most late client first', () => {
    const rows = [
      row({ id: 1, dueDate: '2026-11-30', totalTtcCents: 1000 }),
      row({ id: 2, dueDate: '2026-11-20', totalTtcCents: 2000, paidCents: 500 }),
      row({ id: 3, dueDate: '2026-10-15', totalTtcCents: 3000, creditedCents: 1000, buyerId: 9, clientName: 'Jean Martin' }),
      row({ id: 4, dueDate: '2026-08-01', totalTtcCents: 4000, buyerId: 9, clientName: 'Jean Martin' }),
      row({ id: 5, dueDate: '2026-08-01', totalTtcCents: 4000, paidCents: 4000 }),
    ];
    const { buckets, clients } = outstandingsOf(rows, '2026-11-25');
    expect(buckets).toEqual({ notDueCents: 1000, days1to30Cents: 1500, days31to60Cents: 2000, over60Cents: 4000, totalCents: 8500 });
    expect(clients.map((c) => [c.key, c.buckets.totalCents, c.invoices.map((i) => [i.id, i.daysLate, i.leftCents])])).toEqual([
      ['buyer:9', 6000, [[4, 116, 4000], [3, 41, 2000]]],
      ['name:cave du vieux-port', 2500, [[2, 5, 1500], [1, 0, 1000]]],
    ]);
  });

  it('the buckets always add up to what clients owe', () => {
    fc.assert(fc.property(fc.array(fc.record({ due: fc.integer({ min: -120, max: 30 }), total: fc.integer({ min: 1, max: 100000 }), paid: fc.nat(100000), client: fc.nat(4) }), { maxLength: 30 }), (xs) => {
      const rows = xs.map((x, i) => row({ id: i, dueDate: new Date(Date.UTC(2026, 10, 25 + x.due)).toISOString().slice(0, 10), totalTtcCents: x.total, paidCents: Math.min(x.paid, x.total), clientName: `C${x.client}` }));
      const { buckets, clients } = outstandingsOf(rows, '2026-11-25');
      const owed = rows.reduce((n, r) => n + Math.max(0, leftToPay(r)), 0);
      expect(buckets.notDueCents + buckets.days1to30Cents + buckets.days31to60Cents + buckets.over60Cents).toBe(owed);
      expect(buckets.totalCents).toBe(owed);
      expect(clients.reduce((n, c) => n + c.buckets.totalCents, 0)).toBe(owed);
    }));
  });
});

describe('allocations', () => {
  const open = new Map([[1, row({ id: 1, paidCents: 4000 })], [2, row({ id: 2, number: 'FA2026-00002' })], [3, row({ id: 3, number: 'FA2026-00003', buyerId: 4, clientName: 'Autre' })], [4, row({ id: 4, number: 'FA2026-00004', paidCents: 10000 })]]);
  it('never go above what an invoice owes, only to open invoices of one client', () => {
    expect(allocationRefusal([{ invoiceId: 1, amountCents: 6000 }, { invoiceId: 2, amountCents: 10000 }], open)).toBeNull();
    expect(allocationRefusal([{ invoiceId: 1, amountCents: 6001 }], open)).toMatch(/^Il ne reste que 60,00\s€ à payer sur la facture FA2026-00001\.$/);
    expect(allocationRefusal([{ invoiceId: 4, amountCents: 1 }], open)).toBe('La facture FA2026-00004 n’a plus rien à payer, ou elle n’est pas de cette boutique.');
    expect(allocationRefusal([{ invoiceId: 99, amountCents: 1 }], open)).toContain('n° 99');
    expect(allocationRefusal([{ invoiceId: 2, amountCents: 1 }, { invoiceId: 3, amountCents: 1 }], open)).toContain('un seul client');
  });
});
