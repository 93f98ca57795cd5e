import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema, idSchema, messages, pageOf, publicQuoteSchema, quoteAnswerBodySchema, quoteListQuerySchema, quoteSummarySchema, saleDetailSchema,
  staffSaleBodySchema, staffSalePriceSchema, sendDocumentBodySchema, type PublicQuote, type SaleDetail,
} from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { HttpError, notFound } from '@vendange/service-kit';
import { orderLines, orders } from '../db/schema';
import { salePriceOf, priceStaffSale } from './price-staff-sale';
import { isExpired } from './quote-expiry';
import type { SalesDocuments } from '../invoices/sales-documents';
import { quoteQueues, type QuoteMailJob } from './quote-jobs';
import { quoteAnswerNotification, shownDay } from './quote-mail';
import { convertQuote, enterOrder, enterQuote, validateDraft, type StaffSalesDeps } from './staff-sales';
import { saleAgentOf } from '../commissions/sale-agent';
import { refuseUncoveredClient } from './covered-client';
import { saleOfSendKey } from './send-key';

interface Options { deps: StaffSalesDeps; documents: SalesDocuments }

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
// agentScope: an agent names only a client given to them (docs/decisions/sales-structure.md).
const onShop = (permission: 'createOrder' | 'createQuote', name?: string) => ({ permission, shop: { body: 'shopId' }, agentScope: true, ...(name ? { name } : {}) }) as const;
const quoteStatusMessage: Record<string, string> = {
  expired: 'Ce devis a expiré : proposez un nouveau devis au client.',
  refused: 'Le client a refusé ce devis : il ne peut plus devenir une commande.',
  cancelled: 'Ce devis est annulé.',
};

/**
 * Sales a producer enters from the dashboard (docs/decisions/staff-sales.md): the price preview, a phone order,
 * a quote, its mail, the client's answer from the link (no account), and the order made from it.
 */
export const staffSaleRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, documents }) => {
  const { repo, quotes } = deps;
  const detail = async (id: number): Promise<SaleDetail> => (await repo.byId(id))!;

  app.post('/orders/staff/price', {
    config: { access: { anyOf: [onShop('createOrder', 'order'), onShop('createQuote', 'quote')] }, readOnly: true },
    schema: {
      tags: ['orders'], summary: "A sale entered from the dashboard, priced at the client's grid as it would be saved; nothing is saved (createOrder or createQuote)", security: [{ bearer: [] }],
      body: staffSaleBodySchema, response: { 200: staffSalePriceSchema, ...errors },
    },
  }, async (request) => {
    await refuseUncoveredClient(request.access, request.body.shopId, request.body.clientId, deps.internal);
    return salePriceOf(request.body, await priceStaffSale(deps, request.body, new Date()));
  });

  app.post('/orders/staff', {
    config: { access: onShop('createOrder') },
    schema: {
      tags: ['orders'], summary: 'A phone or trade-fair order entered by the producer for a client: a draft, or validated with its units held (createOrder)', security: [{ bearer: [] }],
      body: staffSaleBodySchema, response: { 200: saleDetailSchema, 201: saleDetailSchema, ...errors },
    },
  }, async (request, reply) => {
    if (request.body.kind !== 'order') throw new HttpError(400, 'VALIDATION_ERROR', 'Un devis se crée avec POST /v1/quotes.');
    const first = await saleOfSendKey(deps.db, request.body.shopId, request.body.key);
    if (first !== null) return reply.code(200).send(await detail(first));
    await refuseUncoveredClient(request.access, request.body.shopId, request.body.clientId, deps.internal);
    const agentId = await saleAgentOf(request.access, request.body.shopId, request.body.agentId, deps.internal);
    return reply.code(201).send(await detail(await enterOrder(deps, { ...request.body, agentId })));
  });

  app.put('/orders/:orderId/validate-draft', {
    config: { access: { permission: 'createOrder', shop: 'resource' } },
    schema: {
      tags: ['orders'], summary: 'A draft entered by the producer becomes a validated order; its units are held (createOrder, its shop)', security: [{ bearer: [] }],
      params: z.object({ orderId: idSchema }), response: { 200: saleDetailSchema, ...errors },
    },
  }, async (request) => {
    const order = await repo.byId(request.params.orderId);
    if (!order || !request.access.can(order.shopId)) throw notFound(messages.notFound);
    if (order.kind !== 'order' || order.channel !== 'staff' || order.status !== 'draft') {
      throw new HttpError(409, 'NOT_A_DRAFT', "Seul un brouillon saisi au bureau se valide ainsi : cette commande n'en est pas un.");
    }
    await validateDraft(deps, order.id);
    return detail(order.id);
  });

  app.post('/quotes', {
    config: { access: onShop('createQuote') },
    schema: {
      tags: ['quotes'], summary: "A quote for a client of the shop, priced at their grid; a draft until sent (createQuote)", security: [{ bearer: [] }],
      body: staffSaleBodySchema, response: { 200: saleDetailSchema, 201: saleDetailSchema, ...errors },
    },
  }, async (request, reply) => {
    if (request.body.kind !== 'quote') throw new HttpError(400, 'VALIDATION_ERROR', 'Une commande se crée avec POST /v1/orders/staff.');
    // Sent again with its key (tour mode's queue after a lost answer): the first sale, nothing added.
    const first = await saleOfSendKey(deps.db, request.body.shopId, request.body.key);
    if (first !== null) return reply.code(200).send(await detail(first));
    await refuseUncoveredClient(request.access, request.body.shopId, request.body.clientId, deps.internal);
    const agentId = await saleAgentOf(request.access, request.body.shopId, request.body.agentId, deps.internal);
    return reply.code(201).send(await detail(await enterQuote(deps, { ...request.body, agentId })));
  });

  app.get('/quotes', {
    config: { access: { permission: 'createQuote', shop: { query: 'shopId' } } },
    schema: {
      tags: ['quotes'], summary: "A shop's quotes, newest first, by status (createQuote)", security: [{ bearer: [] }],
      querystring: quoteListQuerySchema, response: { 200: pageOf(quoteSummarySchema), ...errors },
    },
  }, async (request) => quotes.list(request.access.shopId, request.query, calendarDate(new Date())));

  app.post('/quotes/:quoteId/send', {
    config: { access: { permission: 'createQuote', shop: 'resource' } },
    schema: {
      tags: ['quotes'], summary: 'Mails the quote with the link to accept or refuse it to the client, or to the recipients given (one mail each); it then waits for their answer (createQuote, its shop)', security: [{ bearer: [] }],
      params: z.object({ quoteId: idSchema }), body: sendDocumentBodySchema, response: { 200: saleDetailSchema, ...errors },
    },
  }, async (request) => {
    const quote = await quotes.row(request.params.quoteId);
    if (!quote || !request.access.can(quote.shopId)) throw notFound(messages.notFound);
    if (isExpired(quote, calendarDate(new Date()))) throw new HttpError(409, 'QUOTE_EXPIRED', quoteStatusMessage.expired!);
    if (quote.status !== 'draft' && quote.status !== 'pending') throw new HttpError(409, 'QUOTE_ANSWERED', 'Ce devis a déjà reçu une réponse : il ne se renvoie plus.');
    // The recipients field (spec point 5): the addresses given, each once (case aside), else the client's.
    const given = request.body?.recipients ?? (request.body?.to ? [request.body.to] : []);
    const recipients: string[] = [];
    for (const address of given) if (!recipients.some((r) => r.toLowerCase() === address.toLowerCase())) recipients.push(address);
    if (recipients.length === 0 && quote.contact?.email) recipients.push(quote.contact.email);
    if (recipients.length === 0) throw new HttpError(409, 'CLIENT_WITHOUT_EMAIL', "Ce client n'a pas d'adresse e-mail : ajoutez-la à sa fiche, ou indiquez un destinataire, puis renvoyez le devis.");
    const token = quote.answerToken ?? randomBytes(24).toString('base64url');
    const at = new Date();
    // The status, the link's secret and the mail (a job that attaches the PDF) commit together (the outbox): sent means mailed, retried until it is.
    await deps.db.transaction(async (tx) => {
      const sent = await tx.update(orders).set({ status: 'pending', sentAt: at, answerToken: token }).where(and(eq(orders.id, quote.id), inArray(orders.status, ['draft', 'pending']))).returning({ id: orders.id });
      if (sent.length === 0) return;
      await deps.jobs.announce(tx as unknown as typeof deps.db, recipients.map((to, i) => {
        const job: QuoteMailJob = { quoteId: quote.id, to, token };
        // The first keeps the key a single send always had.
        return { queue: quoteQueues.mail, data: job, key: `quote-sent:${quote.id}:${at.getTime()}${i === 0 ? '' : `:${i}`}` };
      }));
    });
    return detail(quote.id);
  });

  app.post('/quotes/:quoteId/order', {
    config: { access: { permission: 'createOrder', shop: 'resource' } },
    schema: {
      tags: ['quotes'], summary: 'The order made from a quote, at its prices, its units held (201); the one made already (200) (createOrder, its shop)', security: [{ bearer: [] }],
      params: z.object({ quoteId: idSchema }), response: { 200: saleDetailSchema, 201: saleDetailSchema, ...errors },
    },
  }, async (request, reply) => {
    const quote = await quotes.row(request.params.quoteId);
    if (!quote || !request.access.can(quote.shopId)) throw notFound(messages.notFound);
    const done = await convertQuote(deps, quote.id);
    if ('refused' in done) throw new HttpError(409, 'QUOTE_CLOSED', quoteStatusMessage[done.refused] ?? quoteStatusMessage.expired!);
    return reply.code(done.created ? 201 : 200).send(await detail(done.orderId));
  });

  app.get('/quotes/:quoteId/pdf', {
    config: { access: { permission: 'createQuote', shop: 'resource' } },
    schema: {
      tags: ['quotes'], summary: 'The quote as a PDF, as its client receives it (createQuote, its shop)', security: [{ bearer: [] }],
      // 200 is application/pdf: no JSON schema to serialize it with.
      params: z.object({ quoteId: idSchema }), response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const quote = await quotes.row(request.params.quoteId);
    if (!quote || !request.access.can(quote.shopId)) throw notFound(messages.notFound);
    const pdf = await documents.quotePdf(quote.id);
    if ('refusal' in pdf) throw new HttpError(409, 'NO_DOCUMENT', pdf.refusal);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.number}.pdf"`).send(pdf.file as never);
  });

  const publicQuote = async (token: string): Promise<PublicQuote> => {
    const row = await quotes.byToken(token);
    if (!row) throw notFound("Ce lien de devis n'existe pas ou plus : demandez au producteur de vous le renvoyer.");
    const [quote, shop, lines] = await Promise.all([
      repo.byId(row.id).then((q) => q!), deps.shopSettings(row.shopId),
      deps.db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    ]);
    return {
      reference: quote.reference, shopName: shop.name, clientName: quote.clientName, status: quote.status, validUntil: quote.validUntil,
      expired: quote.status === 'expired', totalHtCents: quote.totalHtCents, vatCents: quote.vatCents, totalTtcCents: quote.totalTtcCents,
      shippingCents: quote.shippingCents, comment: quote.comment,
      // As the invoice will print them: the unit price before duties, the duties inside the line's amount.
      lines: lines.filter((l) => l.quantity > 0).map((l) => ({
        label: l.label, quantity: l.quantity, unitHtCents: l.unitHtCents, dutiesCents: l.exciseCents + l.cssCents,
        vatRate: String(Number(l.vatRate)), lineHtCents: l.lineHtCents, lineTtcCents: l.lineTtcCents,
      })),
    };
  };
  const tokenParams = z.object({ token: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, "Ce lien de devis n'est pas valide.") });

  app.get('/quotes/answer/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['quotes'], summary: 'The quote a client reads from the link in its mail (no account)',
      params: tokenParams, response: { 200: publicQuoteSchema, 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => publicQuote(request.params.token));

  app.post('/quotes/answer/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['quotes'], summary: "The client accepts or refuses the quote from the link in its mail; once only, within its last day",
      params: tokenParams, body: quoteAnswerBodySchema, response: { 200: publicQuoteSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const { token } = request.params;
    const before = await publicQuote(token);
    const today = calendarDate(new Date());
    const accepted = request.body.answer === 'accept';
    const moved = await quotes.answer(token, accepted, request.body.reason ?? null, today);
    if (!moved) {
      if (before.expired) throw new HttpError(409, 'QUOTE_EXPIRED', `Ce devis a expiré le ${shownDay(before.validUntil!)} : contactez le producteur.`);
      throw new HttpError(409, 'QUOTE_ANSWERED', 'Ce devis a déjà reçu une réponse : contactez le producteur pour le modifier.');
    }
    // The shop's staff who make quotes hear of the answer at once (a job: retried, once per quote).
    await deps.jobs.later([deps.jobs.notify(quoteAnswerNotification(moved, accepted), `quote-answer:${moved.id}`)]);
    return publicQuote(token);
  });
};
