import { describe, expect, it } from 'vitest';
import { purchaseReference, purchaseTotals, statusAfterReception } from './purchase-names';
import { purchaseBodySchema, supplierBodySchema } from './purchases';

describe('purchase orders', () => {
  it('totals each rate on the sum of its lines, to the cent, half up', () => {
    const totals = purchaseTotals([
      { quantity: 600, unitPriceCents: 55, vatRate: '20' },
      { quantity: 3, unitPriceCents: 333, vatRate: '20' },
      { quantity: 7, unitPriceCents: 101, vatRate: '5.5' },
    ]);
    // 20 %: 33 000 + 999 = 33 999 → 6 799,8 → 6 800; 5,5 %: 707 → 38,885 → 39.
    expect(totals).toEqual({
      exclCents: 34706, vatCents: 6839, inclCents: 41545,
      byRate: [{ vatRate: '20', baseCents: 33999, vatCents: 6800 }, { vatRate: '5.5', baseCents: 707, vatCents: 39 }],
    });
    expect(purchaseTotals([])).toEqual({ exclCents: 0, vatCents: 0, inclCents: 0, byRate: [] });
  });

  it('numbers per year, and says received only when every line is', () => {
    expect(purchaseReference(2026, 7)).toBe('PO-2026-0007');
    expect(statusAfterReception([{ quantity: 5, received: 5 }, { quantity: 2, received: 1 }])).toBe('partiallyReceived');
    expect(statusAfterReception([{ quantity: 5, received: 5 }])).toBe('received');
  });

  it('reads a supplier as typed; a line is a format or a described item', () => {
    const s = supplierBodySchema.parse({ name: ' Bouchons Martin ', siret: '123 456 789 00011', vatNumber: 'fr 12 345678901', email: '', phone: '' });
    expect(s).toMatchObject({ name: 'Bouchons Martin', siret: '12345678900011', vatNumber: 'FR12345678901', email: null, phone: null, active: true });
    expect(supplierBodySchema.safeParse({ name: 'X', siret: '123' }).success).toBe(false);
    expect(supplierBodySchema.safeParse({ name: '' }).success).toBe(false);
    const bad = purchaseBodySchema.safeParse({ supplierId: 1, lines: [{ quantity: 1, unitPriceCents: 10 }] });
    expect(bad.success).toBe(false);
    expect(purchaseBodySchema.parse({ supplierId: 1, lines: [{ formatId: 3, quantity: 1, unitPriceCents: 10 }] }).lines[0]).toMatchObject({ vatRate: '20', description: null });
  });
});
