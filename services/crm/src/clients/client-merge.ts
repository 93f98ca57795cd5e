import { and, eq, inArray } from 'drizzle-orm';
import { crmClientMessages as cm, type ClientRepointBody } from '@vendange/contracts';
import { HttpError, type Db, type OutboxMessage } from '@vendange/service-kit';
import { clientContacts, clientEvents, clientMerges, clients } from '../db/schema';
import type { Actor, Tx } from '../clients-repo';
import { mergePlan } from './merge-plan';

export const repointQueue = 'crm.repoint-client-documents';

/**
 * Merges `mergeId` into `keepId` (docs/decisions/crm-clients.md), in one transaction: the kept client takes what
 * it lacked, the contacts, notes and history; the merged one leaves every list (mergedIntoId) and the orders
 * service re-points its documents through the outbox (a job, retried). Asked again, it answers the same merge.
 */
export async function mergeClients(db: Db, announce: (tx: Tx, messages: readonly OutboxMessage[]) => Promise<void>, shopId: number, keepId: number, mergeId: number, actor: Actor) {
  if (keepId === mergeId) throw new HttpError(400, 'CLIENT_MERGE_SELF', cm.mergeSelf);
  return db.transaction(async (tx) => {
    // Both rows locked in id order: two merges of the same pair at once wait for each other instead of crossing.
    const rows = await tx.select().from(clients).where(and(eq(clients.shopId, shopId), inArray(clients.id, [keepId, mergeId]))).orderBy(clients.id).for('update');
    const kept = rows.find((r) => r.id === keepId);
    const merged = rows.find((r) => r.id === mergeId);
    if (!kept || !merged) throw new HttpError(404, 'CLIENT_NOT_FOUND', cm.notFound);
    const [done] = await tx.select().from(clientMerges).where(and(eq(clientMerges.shopId, shopId), eq(clientMerges.mergedId, mergeId)));
    if (done) {
      if (done.keptId === keepId) return { keptId: keepId, mergedId: mergeId, alreadyMerged: true };
      throw new HttpError(409, 'CLIENT_MERGED', cm.merged);
    }
    if (kept.mergedIntoId) throw new HttpError(409, 'CLIENT_MERGED', cm.merged);
    const { update, moveUser } = mergePlan(kept, merged);
    const now = new Date();
    // The buyer's account is unique per shop: it leaves the merged client before the kept one takes it.
    await tx.update(clients).set({ mergedIntoId: keepId, mergedAt: now, updatedAt: now, ...(moveUser ? { userId: null } : {}) }).where(eq(clients.id, mergeId));
    await tx.update(clients).set({ ...update, name: kept.name, updatedAt: now }).where(eq(clients.id, keepId));
    await tx.update(clientContacts).set({ clientId: keepId }).where(eq(clientContacts.clientId, mergeId));
    await tx.update(clientEvents).set({ clientId: keepId }).where(eq(clientEvents.clientId, mergeId));
    await tx.insert(clientEvents).values({ shopId, clientId: keepId, kind: 'merged', body: `${merged.name} (n° ${merged.id}) fusionné dans cette fiche`, authorId: actor.id, authorName: actor.name });
    await tx.insert(clientMerges).values({ shopId, mergedId: mergeId, keptId: keepId });
    const repoint: ClientRepointBody = { shopId, fromClientId: mergeId, toClientId: keepId, toClientName: kept.name, fromUserId: merged.userId, toUserId: kept.userId ?? merged.userId };
    await announce(tx, [{ queue: repointQueue, data: { ...repoint }, key: `client-merge:${shopId}:${mergeId}` }]);
    return { keptId: keepId, mergedId: mergeId, alreadyMerged: false };
  });
}
