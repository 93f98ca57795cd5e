import { describe, expect, it } from 'vitest';
import type { Purchase } from '@vendange/contracts';
import { checkPurchase, checkSupplier } from './purchase-checks';
import { emptyPurchase, formTotals, leftToReceive, purchaseToForm, receptionKey, supplierToForm, type PurchaseForm } from './purchase-form';

const messages = { price: 'prix', quantity: 'quantité' };
const line = (extra: Partial<PurchaseForm['lines'][number]>): PurchaseForm['lines'][number] =>
  ({ key: 'k', formatId: null, label: '', description: 'Bouchons', quantity: '10', unitPrice: '0,33', vatRate: '20', ...extra });

describe('the purchase order form', () => {
  it('totals what is typed with the server rules, to the cent', () => {
    const form = { ...emptyPurchase('1'), lines: [line({ quantity: '1000' }), line({ formatId: 3, quantity: '120', unitPrice: '4,55' }), line({ quantity: '7', unitPrice: '1.01', vatRate: '5.5' }), line({ quantity: 'x' })] };
    expect(formTotals(form)).toMatchObject({ exclCents: 88307, vatCents: 17559, inclCents: 105866 });
  });

  it('sends cents and says what is wrong where', () => {
    const ok = checkPurchase({ ...emptyPurchase('4'), expectedOn: '2026-12-01', lines: [line({ unitPrice: '12,5' })] }, messages);
    expect('body' in ok ? ok.body : null).toMatchObject({ supplierId: 4, expectedOn: '2026-12-01', lines: [{ description: 'Bouchons', quantity: 10, unitPriceCents: 1250, formatId: null }] });
    const bad = checkPurchase({ ...emptyPurchase(''), lines: [line({ quantity: 'x', unitPrice: 'abc', description: '' })] }, messages);
    expect(bad.errors).toMatchObject({ 'lines.0.unitPriceCents': 'prix', 'lines.0.quantity': 'quantité' });
    expect(bad.errors?.['lines.0.description']).toBeTruthy();
    expect(bad.errors?.supplierId).toBeTruthy();
    expect(checkPurchase(emptyPurchase('1'), messages).errors?.lines).toBeTruthy();
  });

  it('reads an order back and what is left to receive', () => {
    const p = {
      supplierId: 2, expectedOn: null, notes: null,
      lines: [{ id: 9, formatId: 3, productId: 1, label: 'Vin · 75 cl', quantity: 10, received: 4, unitPriceCents: 455, vatRate: '20', totalExclCents: 4550 }],
    } as unknown as Purchase;
    expect(purchaseToForm(p).lines[0]).toMatchObject({ formatId: 3, label: 'Vin · 75 cl', description: '', quantity: '10', unitPrice: '4,55' });
    expect(leftToReceive(p)).toEqual([{ purchaseLineId: 9, label: 'Vin · 75 cl', tracked: true, crd: false, left: 6 }]);
    expect(checkSupplier({ ...supplierToForm(null), name: '' }).errors?.name).toBeTruthy();
    expect(checkSupplier({ ...supplierToForm(null), name: 'Verrerie', siret: '123 456 789 00011' }).errors).toBeUndefined();
  });

  it('sends a line of CRD capsules with its capsule line, no description needed, and reads it back', () => {
    const ok = checkPurchase({ ...emptyPurchase('4'), lines: [line({ crdCapsuleId: 7, description: '', quantity: '3000', unitPrice: '0,02' })] }, messages);
    expect('body' in ok ? ok.body.lines : null).toEqual([{ formatId: null, crdCapsuleId: 7, description: null, quantity: 3000, unitPriceCents: 2, vatRate: '20' }]);
    const p = {
      supplierId: 2, expectedOn: null, notes: null,
      lines: [{ id: 5, formatId: null, productId: null, crdCapsuleId: 7, label: 'Capsules CRD Vert · 75 cl', quantity: 3000, received: 1000, unitPriceCents: 2, vatRate: '20', totalExclCents: 6000 }],
    } as unknown as Purchase;
    expect(purchaseToForm(p).lines[0]).toMatchObject({ crdCapsuleId: 7, description: '' });
    expect(leftToReceive(p)).toEqual([{ purchaseLineId: 5, label: 'Capsules CRD Vert · 75 cl', tracked: false, crd: true, left: 2000 }]);
    expect(receptionKey()).toMatch(/^rcp-[a-z0-9]+-[a-z0-9]+$/);
    expect(receptionKey()).not.toBe(receptionKey());
  });
});
