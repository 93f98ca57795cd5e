import { describe, expect, it } from 'vitest';
import type { Mandate } from '@vendange/contracts';
import type { OpenInvoiceRow } from '../received-payments/outstanding-ages';
import { debitableOf } from './debitable';

const invoice = (id: number, over: Partial<OpenInvoiceRow> = {}): OpenInvoiceRow => ({
  id, kind: 'invoice', number: `FA2026-0000${id}`, issuedAt: '2026-10-01T10:00:00.000Z', dueDate: `2026-11-0${id}`, totalTtcCents: 10_000, creditedCents: 0, paidCents: 0,
  buyerId: null, clientName: 'Cave Martin', reminders: [], ...over,
});
const mandate = (over: Partial<Mandate> = {}): Mandate => ({
  id: 1, shopId: 1, reference: 'VDG-1-000001', clientName: 'Cave Martin', buyerId: null, debtorName: 'Cave Martin', iban: 'FR7630006000011234567890189', bic: null,
  signedOn: '2026-01-01', recurrent: true, status: 'active', used: false, revokedAt: null, createdAt: '2026-01-01T00:00:00.000Z', ...over,
});

describe('debitableOf', () => {
  it('proposes what is left on the invoices of clients with an active mandate, oldest due first', () => {
    const open = [invoice(2, { paidCents: 2_500, creditedCents: 500 }), invoice(1), invoice(3, { clientName: 'Sans Mandat' })];
    const items = debitableOf(open, new Map([['name:cave martin', mandate()]]), new Set());
    expect(items.map((i) => [i.invoiceId, i.leftCents, i.sequenceType])).toEqual([[1, 10_000, 'FRST'], [2, 7_000, 'FRST']]);
  });
  it('leaves out invoices held by a batch, and a one-off mandate once used', () => {
    expect(debitableOf([invoice(1), invoice(2)], new Map([['name:cave martin', mandate({ used: true })]]), new Set([1])).map((i) => [i.invoiceId, i.sequenceType])).toEqual([[2, 'RCUR']]);
    expect(debitableOf([invoice(1)], new Map([['name:cave martin', mandate({ recurrent: false, used: true })]]), new Set())).toEqual([]);
    expect(debitableOf([invoice(1)], new Map([['name:cave martin', mandate({ recurrent: false })]]), new Set())[0]?.sequenceType).toBe('OOFF');
  });
  it('matches a client with an account by their account, not their name', () => {
    const items = debitableOf([invoice(1, { buyerId: 9 }), invoice(2)], new Map([['buyer:9', mandate({ buyerId: 9 })]]), new Set());
    expect(items.map((i) => i.invoiceId)).toEqual([1]);
  });
});
