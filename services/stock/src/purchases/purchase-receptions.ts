import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { purchaseMessages, statusAfterReception, stockMessages, type CrdMovement, type Movement, type PurchaseReceptionInput, type PurchaseReceptionResult } from '@vendange/contracts';
import { HttpError, type Db } from '@vendange/service-kit';
import { documentMoves, purchaseLines, purchases, warehouses } from '../db/schema';
import { writeCrdRow } from '../crd/crd-repo';
import { compareKeys, type PlannedRow } from '../ledger-plan';
import { noWarehouse, writeRow, type FormatFacts } from '../ledger-repo';
import { signalMovement, type StockAnnouncer } from '../stock-signals';
import { noPurchase, purchaseOf } from './purchases-repo';

/**
 * What arrived of a purchase order, in one transaction under the order's row lock: each line never beyond what
 * is left to receive; each catalogue line's units enter the warehouse through the stock ledger (reason 'purchase',
 * the purchase order as document), announced for sale like any entry; CRD capsule lines enter their capsule line's
 * account (one entry per capsule line and reception); described items are counted, not tracked. With a key, a
 * reception is recorded once however many times it is sent.
 */
export function purchaseReceptions(db: Db, announcer: StockAnnouncer) {
  return {
    async receive(shopId: number, id: number, input: PurchaseReceptionInput, by: { id: number | null; name: string | null }, formats: ReadonlyMap<number, FormatFacts>): Promise<PurchaseReceptionResult> {
      return db.transaction(async (tx) => {
        const [purchase] = await tx.select().from(purchases).where(and(eq(purchases.id, id), eq(purchases.shopId, shopId))).for('update');
        if (!purchase) throw noPurchase();
        // A retry of a reception already recorded (same key) records nothing again: the order as it stands.
        const onceKey = input.key === null ? null : `purchase:${purchase.id}:reception:${input.key}`;
        if (onceKey) {
          const [seen] = await tx.select({ key: documentMoves.key }).from(documentMoves).where(and(eq(documentMoves.shopId, shopId), eq(documentMoves.key, onceKey)));
          if (seen) return { purchase: await purchaseOf(tx, shopId, id), movements: [], crdMovements: [], replayed: true };
        }
        if (purchase.status !== 'ordered' && purchase.status !== 'partiallyReceived') throw new HttpError(409, 'PURCHASE_NOT_RECEIVABLE', purchaseMessages.notReceivable);
        const [warehouse] = await tx.select().from(warehouses).where(and(eq(warehouses.id, input.warehouseId), eq(warehouses.shopId, shopId)));
        if (!warehouse) throw noWarehouse();
        if (!warehouse.active) throw new HttpError(409, 'WAREHOUSE_ARCHIVED', stockMessages.warehouseInactive);

        const lines = await tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, id));
        const byId = new Map(lines.map((l) => [l.id, l]));
        const wanted = new Map<number, number>();
        for (const r of input.lines) {
          if (!byId.has(r.purchaseLineId)) throw new HttpError(400, 'PURCHASE_LINE_UNKNOWN', purchaseMessages.lineUnknown);
          wanted.set(r.purchaseLineId, (wanted.get(r.purchaseLineId) ?? 0) + r.quantity);
        }
        for (const [lineId, quantity] of wanted) {
          const line = byId.get(lineId)!;
          const left = line.quantity - line.received;
          if (quantity > left) throw new HttpError(409, 'PURCHASE_TOO_MANY', purchaseMessages.tooMany(line.label, left));
        }
        for (const [lineId, quantity] of wanted) {
          const line = byId.get(lineId)!;
          line.received += quantity;
          await tx.update(purchaseLines).set({ received: line.received }).where(eq(purchaseLines.id, lineId));
        }

        const planned: (PlannedRow & { facts: FormatFacts })[] = input.lines.flatMap((r) => {
          const line = byId.get(r.purchaseLineId)!;
          if (line.formatId === null || line.productId === null) return [];
          const facts = formats.get(line.formatId) ?? { productId: line.productId, label: line.label };
          return [{ warehouseId: warehouse.id, formatId: line.formatId, vintage: r.vintage ?? 0, lot: r.lot ?? '', kind: 'entry' as const, reason: 'purchase' as const, quantity: r.quantity, facts }];
        }).sort(compareKeys);
        const batchId = randomUUID();
        const document = { type: 'purchase', id: purchase.id, ref: purchase.reference };
        const written: Movement[] = [];
        for (const row of planned) {
          written.push(await writeRow(tx, { shopId, batchId, row, facts: row.facts, warehouse, note: null, document, by, force: false }));
        }
        if (planned.length > 0) {
          await signalMovement(tx, announcer, {
            shopId, batchId, rows: planned, sellsOnline: () => warehouse.sellsOnline, publishKey: `purchase:${batchId}`, publish: true, inventory: null,
          });
        }
        // CRD capsules bought: one entry per capsule line for this reception, linked to the order (docs/decisions/crd.md).
        const capsules = new Map<number, number>();
        for (const r of input.lines) {
          const capsuleId = byId.get(r.purchaseLineId)!.crdCapsuleId;
          if (capsuleId !== null) capsules.set(capsuleId, (capsules.get(capsuleId) ?? 0) + r.quantity);
        }
        const crdWritten: CrdMovement[] = [];
        for (const [capsuleId, quantity] of [...capsules].sort((a, b) => a[0] - b[0])) {
          crdWritten.push(await writeCrdRow(tx, {
            shopId, capsuleId, reason: 'purchase', quantity, note: `Réception ${purchase.reference}`, stockBatchId: batchId, by, purchase: { id: purchase.id, reference: purchase.reference },
          }));
        }
        if (onceKey) await tx.insert(documentMoves).values({ shopId, key: onceKey, batchId });
        await tx.update(purchases).set({ status: statusAfterReception(lines) }).where(eq(purchases.id, id));
        return { purchase: await purchaseOf(tx, shopId, id), movements: written, crdMovements: crdWritten, replayed: false };
      });
    },
  };
}
export type PurchaseReceptions = ReturnType<typeof purchaseReceptions>;
