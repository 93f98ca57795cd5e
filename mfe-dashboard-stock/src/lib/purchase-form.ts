import { centsToInput, parseEurosToCents, purchaseTotals, type Purchase, type PurchaseTotals, type PurchaseVatRate, type Supplier } from '@vendange/contracts';

/** What the supplier form holds: text fields as typed. */
export interface SupplierForm { name: string; contactName: string; email: string; phone: string; address: string; siret: string; vatNumber: string; notes: string; active: boolean }

export const supplierToForm = (s: Supplier | null): SupplierForm => ({
  name: s?.name ?? '', contactName: s?.contactName ?? '', email: s?.email ?? '', phone: s?.phone ?? '', address: s?.address ?? '',
  siret: s?.siret ?? '', vatNumber: s?.vatNumber ?? '', notes: s?.notes ?? '', active: s?.active ?? true,
});

export type FormErrors = Record<string, string | undefined>;

/** One line of the purchase order form: a catalogue format (label from the catalogue), CRD capsules of a capsule line, or an item described. */
export interface PurchaseLineForm {
  key: string;
  formatId: number | null;
  /** CRD capsules bought for this capsule line (they enter its account when received); null otherwise. */
  crdCapsuleId?: number | null;
  label: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: PurchaseVatRate;
}

export interface PurchaseForm { supplierId: string; expectedOn: string; notes: string; lines: PurchaseLineForm[] }

let nextKey = 1;
export const newLineKey = () => `l${nextKey++}`;

export const emptyPurchase = (supplierId = ''): PurchaseForm => ({ supplierId, expectedOn: '', notes: '', lines: [] });

export const purchaseToForm = (p: Purchase): PurchaseForm => ({
  supplierId: String(p.supplierId), expectedOn: p.expectedOn ?? '', notes: p.notes ?? '',
  lines: p.lines.map((l) => ({
    key: newLineKey(), formatId: l.formatId, crdCapsuleId: l.crdCapsuleId ?? null, label: l.label, description: l.formatId === null && (l.crdCapsuleId ?? null) === null ? l.label : '',
    quantity: String(l.quantity), unitPrice: centsToInput(l.unitPriceCents), vatRate: l.vatRate,
  })),
});

export const quantityOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
export const centsOf = (text: string) => {
  const parsed = parseEurosToCents(text);
  return parsed.ok ? parsed.cents : NaN;
};

/** The totals of what is typed so far (lines not yet valid count as nothing): the server's own pure function. */
export function formTotals(form: PurchaseForm): PurchaseTotals {
  return purchaseTotals(form.lines.flatMap((l) => {
    const quantity = quantityOf(l.quantity);
    const unitPriceCents = centsOf(l.unitPrice);
    return Number.isFinite(quantity) && Number.isFinite(unitPriceCents) ? [{ quantity, unitPriceCents, vatRate: l.vatRate }] : [];
  }));
}

/** What is left to receive of each line: the reception dialog's default quantities. */
export const leftToReceive = (p: Purchase) => p.lines.map((l) => ({
  purchaseLineId: l.id, label: l.label, tracked: l.formatId !== null, crd: (l.crdCapsuleId ?? null) !== null, left: l.quantity - l.received,
}));

/** A reception's own key, made once when the dialog opens: sent again after a lost answer, the server records it once. */
export const receptionKey = (): string => `rcp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
