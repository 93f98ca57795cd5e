import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditNoteBodySchema, depositBodySchema, errorSchema, futureMessages, idSchema, invoiceDetailSchema, invoiceListQuerySchema, invoiceMessages, invoiceSummarySchema, issueInvoiceBodySchema, messages, pageOf,
  sendDocumentBodySchema, sentDocumentSchema, type ShopInvoicing,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import { billToClient } from './bill-client';
import { documentFile, InvalidEInvoice } from './document-files';
import { invoiceQueues } from './invoice-queues';
import type { InvoicesRepo } from './invoices-repo';
import type { SalesDocuments } from './sales-documents';
import { letterheadOf } from '../pdf-letterhead';
import { undeliveredPrimeur } from '../futures/futures-repo';

interface Options { db: Db; repo: InvoicesRepo; documents: SalesDocuments; internal: InternalCall; jobs: ServiceJobs }

const BILL = 'billOrder';
const staffOrBuyer = { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: BILL, shop: 'resource', name: 'staff' }] } as const;
const idParams = z.object({ id: idSchema });

/** Sales documents (issue 17): issue an order's invoice, list and read documents, their Factur-X file, credit notes. */
export const invoiceRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, repo, documents, internal, jobs }) => {
  /** A document its reader may see: the buyer's own, or one of a shop where the staff may bill; else it does not exist. */
  async function visibleDocument(request: FastifyRequest, id: number) {
    const row = await repo.row(id);
    const { access } = request;
    const visible = row && (access.matched === 'buyer' ? row.buyerId === access.subject.id : access.can(row.shopId));
    if (!row || !visible) throw notFound(messages.notFound);
    return row;
  }

  app.post('/orders/:id/invoice', {
    config: { access: { permission: BILL, shop: 'resource' } },
    schema: {
      tags: ['invoices'], summary: "Issues the invoice of a validated order (201): its balance, or with shipmentId the part that shipment carried; returns the one issued already (200); the order becomes invoiced with its balance; clientId bills that CRM client for an order that has none (a till ticket); 409 if it has another (billOrder, the order's shop)",
      security: [{ bearer: [] }], params: idParams, body: issueInvoiceBodySchema,
      response: { 200: invoiceDetailSchema, 201: invoiceDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const found = await repo.order(request.params.id);
    if (!found || !request.access.can(found.shopId)) throw notFound(messages.notFound);
    const order = request.body?.clientId ? await billToClient({ db, internal }, found, request.body.clientId) : found;
    // A primeur is invoiced once delivered in its formats; its deposit invoice was issued with it (docs/decisions/futures.md).
    if (await undeliveredPrimeur(db, order.id)) throw new HttpError(409, 'PRIMEUR_NOT_DELIVERED', futureMessages.undelivered);
    // A sale entered by the producer keeps the payment delay chosen then, unless another is asked now.
    const issued = await documents.invoiceOrder(order.id, order.shopId, order, request.body?.paymentDelay ?? order.paymentDelay ?? undefined, request.body?.shipmentId ?? null);
    if ('refusal' in issued) throw new HttpError(409, 'NOT_INVOICEABLE', issued.refusal);
    return reply.code(issued.created ? 201 : 200).send(issued.doc);
  });

  app.post('/orders/:id/deposit', {
    config: { access: { permission: BILL, shop: 'resource' } },
    schema: {
      tags: ['invoices'], summary: "Issues a deposit invoice on a validated order: a percentage of its total or an amount incl. VAT, VAT per rate; the final invoice deducts it (billOrder, the order's shop)",
      security: [{ bearer: [] }], params: idParams, body: depositBodySchema,
      response: { 201: invoiceDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const order = await repo.order(request.params.id);
    if (!order || !request.access.can(order.shopId)) throw notFound(messages.notFound);
    const { percent, amountCents, paymentDelay } = request.body;
    const issued = await documents.depositOnOrder(order.id, order.shopId, order, percent !== undefined ? { percent } : { amountCents: amountCents! }, paymentDelay ?? order.paymentDelay ?? undefined);
    if ('refusal' in issued) throw new HttpError(409, 'NO_DEPOSIT', issued.refusal);
    return reply.code(201).send(issued.doc);
  });

  app.get('/invoices', {
    // The buyer about their own documents, or staff who may bill on the shop asked.
    config: { access: { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: BILL, shop: { query: 'shopId' }, name: 'staff' }] } },
    schema: {
      tags: ['invoices'], summary: "A shop's invoices, deposit invoices and credit notes (billOrder), or a buyer's own; newest first", security: [{ bearer: [] }],
      querystring: invoiceListQuerySchema, response: { 200: pageOf(invoiceSummarySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { access } = request;
    if (access.matched === 'buyer') return repo.list({ buyerId: access.subject.id, ...(request.query.shopId ? { shopId: request.query.shopId } : {}) }, request.query);
    return repo.list({ shopId: access.shopId }, request.query);
  });

  app.get('/invoices/:id', {
    config: { access: staffOrBuyer },
    schema: {
      tags: ['invoices'], summary: 'One document with its parties, lines, VAT per rate and what is left to credit', security: [{ bearer: [] }],
      params: idParams, response: { 200: invoiceDetailSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    await visibleDocument(request, request.params.id);
    return (await repo.detail(request.params.id))!;
  });

  app.get('/invoices/:id/pdf', {
    config: { access: staffOrBuyer },
    schema: {
      tags: ['invoices'], summary: 'The Factur-X file (PDF/A-3 with its factur-x.xml, EN 16931) of a document, as archived when first generated', security: [{ bearer: [] }],
      params: idParams,
      // 200 is application/pdf: no JSON schema to serialize it with.
      response: { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    await visibleDocument(request, request.params.id);
    const doc = (await repo.detail(request.params.id))!;
    const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${doc.shopId}/invoicing`);
    const pdf = await documentFile(db, repo, doc, await letterheadOf(internal, shop)).catch((error: unknown) => {
      if (error instanceof InvalidEInvoice) throw new HttpError(409, 'EINVOICE_INVALID', 'Ce document ne passe pas les règles de la facture électronique (EN 16931) : contactez le support Vendange.');
      throw error;
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${doc.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      // The schema types the JSON answers (errors); this one is the file's bytes.
      .send(Buffer.from(pdf) as never);
  });

  app.post('/invoices/:id/credit-note', {
    config: { access: { permission: BILL, shop: 'resource' } },
    schema: {
      tags: ['invoices'], summary: "Issues a credit note on an invoice: all that is left when no line is given, else the lines and quantities asked (billOrder, the invoice's shop)",
      security: [{ bearer: [] }], params: idParams, body: creditNoteBodySchema,
      response: { 201: invoiceDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const row = await visibleDocument(request, request.params.id);
    const issued = await documents.creditInvoice(row.id, row.shopId, request.body);
    if ('refusal' in issued) throw new HttpError(409, 'NOT_CREDITABLE', issued.refusal);
    return reply.code(201).send(issued.doc);
  });

  app.post('/invoices/:id/send', {
    config: { access: { permission: BILL, shop: 'resource' } },
    schema: {
      tags: ['invoices'], summary: "Mails a document to its client (or the address or recipients given, one mail each) with its Factur-X file; sent by a job (billOrder, the document's shop)",
      security: [{ bearer: [] }], params: idParams, body: sendDocumentBodySchema,
      response: { 202: sentDocumentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const row = await visibleDocument(request, request.params.id);
    const given = request.body?.recipients ?? (request.body?.to ? [request.body.to] : []);
    const recipients: string[] = [];
    for (const address of given) if (!recipients.some((r) => r.toLowerCase() === address.toLowerCase())) recipients.push(address);
    if (recipients.length === 0 && row.buyer.email) recipients.push(row.buyer.email);
    if (recipients.length === 0) throw new HttpError(409, 'NO_ADDRESS', invoiceMessages.noAddress);
    // Each request is one mail per address (sending again is asked on purpose); its key makes retries send it once.
    await jobs.announce(db, recipients.map((to) => ({ queue: invoiceQueues.mail, data: { invoiceId: row.id, to }, key: `invoice-mail:${randomUUID()}` })));
    return reply.code(202).send({ to: recipients.join(', ') });
  });
};
