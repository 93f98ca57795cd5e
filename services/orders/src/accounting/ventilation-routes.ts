import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentVentilationSchema, errorSchema, idSchema, messages, ventilationQuerySchema, ventilationSchema } from '@vendange/contracts';
import { notFound, type Db } from '@vendange/service-kit';
import type { AccountingCodesRepo } from './accounting-codes-repo';
import { documentById, documentsToVentilate } from './ventilation-repo';
import { documentVentilation, ventilationOf } from './ventilation';
import { ventilationCsv, ventilationFileName } from './ventilation-csv';

interface Options { db: Db; codes: AccountingCodesRepo }

const BILL = 'billOrder';

/**
 * Ventilations (issue 18, docs/decisions/ventilations.md): the sales of a period by sales account × VAT rate, read from
 * the documents the FEC's sales journal posts (the same mapping), and one document's own breakdown.
 */
export const ventilationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, codes }) => {
  app.get('/accounting/ventilation', {
    config: { access: { permission: BILL, shop: { query: 'shopId' } } },
    schema: {
      tags: ['accounting'], summary: "The sales of a period (invoices, deposit invoices, credit notes negative) by sales account × VAT rate: base excl. VAT, VAT, total incl. VAT, subtotals per account and per rate, the total; format=csv for a French spreadsheet (billOrder)",
      security: [{ bearer: [] }], querystring: ventilationQuerySchema,
      // format=csv answers text/csv, which this schema does not describe.
      response: { 200: ventilationSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const { shopId } = request.access;
    const { from, to, format } = request.query;
    const [documents, accounts] = await Promise.all([documentsToVentilate(db, shopId, from, to), codes.of(shopId)]);
    const ventilation = ventilationOf(documents, accounts);
    if (format === 'json') return ventilation;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ventilationFileName(from, to)}"`)
      .header('cache-control', 'private, no-store')
      // The schema types the JSON answer; this one is the file's text.
      .send(ventilationCsv(ventilation) as never);
  });

  app.get('/invoices/:id/ventilation', {
    config: { access: { permission: BILL, shop: 'resource' } },
    schema: {
      tags: ['invoices'], summary: "One document's lines by sales account × VAT rate, as the sales journal posts them (billOrder, the document's shop)",
      security: [{ bearer: [] }], params: z.object({ id: idSchema }),
      response: { 200: documentVentilationSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const found = await documentById(db, request.params.id);
    // Another shop's document does not exist for this reader.
    if (!found || !request.access.can(found.shopId)) throw notFound(messages.notFound);
    return documentVentilation(request.params.id, found.doc, await codes.of(found.shopId));
  });
};
