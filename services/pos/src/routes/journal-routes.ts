import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closingBodySchema, closingLabel, closingListQuerySchema, closingSchema, errorSchema, idSchema, journalArchiveQuerySchema, journalEntrySchema,
  journalKeysSchema, journalListQuerySchema, journalShopQuerySchema, journalVerificationSchema, pageOf, posJournalMessages,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, notFound, type Db } from '@vendange/service-kit';
import { currentPeriodKey, dayAfterPeriod } from '../journal/closing-period';
import { takeClosing } from '../journal/closings';
import { ARCHIVE_FORMAT, archiveText } from '../journal/journal-archive';
import { appendJournalEntry, journalSigner } from '../journal/journal-append';
import { checkJournal } from '../journal/journal-check';
import type { JournalRepo } from '../journal/journal-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** Reading and closing a till's journal: createOrderSalesPoint on the acting shop, module salesPoint (the decision doc says why). */
const onQuery = { permission: 'createOrderSalesPoint', shop: { query: 'shopId' }, module: 'salesPoint' } as const;
const onBody = { permission: 'createOrderSalesPoint', shop: { body: 'shopId' }, module: 'salesPoint' } as const;
const params = z.object({ id: idSchema });

/** The inalterable journal of a sales point: its entries, closings, verification, archive and the public keys. */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db; repo: JournalRepo }> = async (app, { db, repo }) => {
  async function pointOf(shopId: number, id: number) {
    const point = await repo.point(shopId, id);
    if (!point) throw notFound("Ce point de vente n'existe pas dans votre boutique.");
    return point;
  }
  /** A technical event (verification, archive export) is journalled too, as NF525 asks. */
  const journalEvent = (point: { id: number; shopId: number }, userId: number, event: string, detail: Record<string, string | number | boolean | null>) =>
    db.transaction((tx) => appendJournalEntry(tx, { kind: 'event', shopId: point.shopId, salesPointId: point.id, reference: event, userId, event, detail }));

  app.get('/salespoints/journal/keys', {
    config: { access: 'public' },
    schema: {
      tags: ['pos'], summary: 'The public Ed25519 keys that sign cash-register journals (SPKI PEM): anybody can verify an entry or an archive with them',
      response: { 200: journalKeysSchema },
    },
  }, async () => {
    const signer = journalSigner();
    const keys = await repo.keys();
    keys[signer.keyId] ??= signer.publicKey;
    return { current: signer.keyId, keys: Object.entries(keys).map(([keyId, publicKey]) => ({ keyId, publicKey })) };
  });

  app.get('/salespoints/:id/journal', {
    config: { access: onQuery },
    schema: {
      tags: ['pos'], summary: "A sales point's journal, newest first: sequence, kind, amount, perpetual grand totals, hash (createOrderSalesPoint)", security: [{ bearer: [] }],
      params, querystring: journalListQuerySchema, response: { 200: pageOf(journalEntrySchema), ...errors },
    },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    return repo.list(point.id, request.query);
  });

  app.get('/salespoints/:id/journal/verify', {
    config: { access: onQuery },
    schema: {
      tags: ['pos'], summary: "Walks the sales point's whole chain: every altered, removed, reordered or unsigned entry; the check itself is journalled (createOrderSalesPoint)", security: [{ bearer: [] }],
      params, querystring: journalShopQuerySchema, response: { 200: journalVerificationSchema, ...errors },
    },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const [entries, keys, closingRows] = await Promise.all([repo.sealed(point.id), repo.keys(), repo.closingsBetween(point.id)]);
    const result = checkJournal(entries, keys, closingRows);
    const checkedAt = new Date().toISOString();
    await journalEvent(point, request.access.subject.id, 'journal-verified', { ok: result.ok, problems: result.problems.length, lastSequence: result.lastSequence });
    return { ...result, checkedAt };
  });

  app.get('/salespoints/:id/closings', {
    config: { access: onQuery },
    schema: {
      tags: ['pos'], summary: "A sales point's closings (Z, monthly, yearly), newest first (createOrderSalesPoint)", security: [{ bearer: [] }],
      params, querystring: closingListQuerySchema, response: { 200: pageOf(closingSchema), ...errors },
    },
  }, async (request) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    return repo.closings(point.id, request.query);
  });

  app.post('/salespoints/:id/closings', {
    config: { access: onBody },
    schema: {
      tags: ['pos'], summary: 'Takes the Z (day), monthly or yearly closing: signed, chained in the journal, never changed after (createOrderSalesPoint)', security: [{ bearer: [] }],
      params, body: closingBodySchema, response: { 201: closingSchema, ...errors },
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const { period } = request.body;
    const now = new Date();
    const current = currentPeriodKey(period, now);
    const periodKey = request.body.periodKey ?? current;
    if (periodKey > current) throw new HttpError(400, 'VALIDATION_ERROR', posJournalMessages.periodFuture);
    const taken = await takeClosing(db, { shopId: point.shopId, salesPointId: point.id, period, periodKey, takenBy: request.access.subject.id });
    if (!taken.created) throw new HttpError(409, 'CLOSING_DONE', posJournalMessages.closingDone(closingLabel(period, periodKey)));
    return reply.code(201).send(taken.closing);
  });

  // A GET (the browser downloads it with its token like any file) that journals the export as a technical event.
  app.get('/salespoints/:id/journal/archive', {
    config: { access: onQuery },
    schema: {
      tags: ['pos'], summary: "The journal and closings of a period as a signed file (JSON Lines) that `npm run pos:verify` checks away from the platform (createOrderSalesPoint)", security: [{ bearer: [] }],
      params, querystring: journalArchiveQuerySchema,
      // 200 is the file (application/x-ndjson): no JSON schema to serialize it with.
      response: errors,
    },
  }, async (request, reply) => {
    const point = await pointOf(request.access.shopId, request.params.id);
    const { from, to } = request.query;
    const entries = await repo.sealed(point.id, { fromDay: from, toDayAfter: to ? dayAfterPeriod('day', to) : undefined });
    if (entries.length === 0) throw new HttpError(400, 'VALIDATION_ERROR', posJournalMessages.emptyArchive);
    const signer = journalSigner();
    const allKeys = await repo.keys();
    const used = new Set([...entries.map((e) => e.keyId), signer.keyId]);
    const keys = Object.fromEntries([...used].map((id) => [id, id === signer.keyId ? signer.publicKey : allKeys[id]!]));
    const first = entries[0]!;
    const last = entries.at(-1)!;
    const text = archiveText({
      format: ARCHIVE_FORMAT, version: 1, exportedAt: new Date().toISOString(), shopId: point.shopId, salesPoint: { id: point.id, name: point.name },
      period: { from: from ?? null, to: to ?? null }, start: { sequence: first.sequence, previousHash: first.previousHash }, entries,
      closings: await repo.closingsBetween(point.id, first.sequence, last.sequence), keys,
    }, signer);
    await journalEvent(point, request.access.subject.id, 'archive-exported', { from: from ?? null, to: to ?? null, firstSequence: first.sequence, lastSequence: last.sequence });
    const name = `journal-caisse-${point.id}-${from ?? 'debut'}-${to ?? calendarDate(new Date())}.jsonl`;
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      // The schema types the JSON answers (errors); this one is the file's text.
      .send(text as never);
  });
};
