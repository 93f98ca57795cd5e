import { describe, expect, it } from 'vitest';
import type { DebitableInvoice } from '@vendange/contracts';
import { frenchDay, selectionTotal, toggleAll } from './batch-selection';

const item = (invoiceId: number, leftCents: number): DebitableInvoice => ({
  invoiceId, number: `FA-${invoiceId}`, clientName: 'Cave', dueDate: '2026-11-01', leftCents, mandateId: 1, mandateReference: 'VDG-1-000001', sequenceType: 'FRST',
});

describe('selectionTotal / toggleAll', () => {
  const items = [item(1, 1_050), item(2, 2_000), item(3, 1)];
  it('adds what is left on the chosen invoices, to the cent', () => {
    expect(selectionTotal(items, new Set([1, 3]))).toEqual({ count: 2, totalCents: 1_051 });
    expect(selectionTotal(items, new Set())).toEqual({ count: 0, totalCents: 0 });
    expect(selectionTotal(items, new Set([99]))).toEqual({ count: 0, totalCents: 0 });
  });
  it('chooses all, then none', () => {
    expect([...toggleAll(items, new Set([1]))]).toEqual([1, 2, 3]);
    expect([...toggleAll(items, new Set([1, 2, 3]))]).toEqual([]);
    expect([...toggleAll([], new Set())]).toEqual([]);
  });
  it('shows a day as DD/MM/YYYY', () => {
    expect(frenchDay('2026-12-01')).toBe('01/12/2026');
  });
});
