import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, fecQuerySchema, journalQuerySchema } from '@vendange/contracts';
import type { FastifyReply } from 'fastify';
import type { InternalCall } from '@vendange/service-kit';
import { exportFile, type ExportFile } from './export-file';
import type { LedgerDeps } from './ledger-entries';

type Options = LedgerDeps & { internal: InternalCall };

/** Sends a file as it is written: one page of documents in memory at a time. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    // The schema types the JSON answers (errors); this one is the file.
    .send(Readable.from(file.chunks) as never);
}

/**
 * The accountant's files, made on the request (issue 18; docs/decisions/accounting.md): the FEC of a period and one
 * journal as CSV. The same writer makes the background exports (accounting-export-routes.ts).
 */
export const fecRoute: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  app.get('/accounting/fec', {
    config: { access: { permission: 'downloadAccountingExports', shop: { query: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: "The FEC (fichier des écritures comptables) of a period: the sales journal (invoices, deposit invoices, credit notes) and the bank and cash journals (payments received), tab-separated, ISO-8859-15, named {SIREN}FEC{AAAAMMJJ}.txt (downloadAccountingExports)",
      security: [{ bearer: [] }], querystring: fecQuerySchema,
      // 200 is text/plain: no JSON schema to serialize it with.
      response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { from, to } = request.query;
    return sendFile(reply, await exportFile(deps, request.access.shopId, 'fec', from, to));
  });

  app.get('/accounting/journal', {
    config: { access: { permission: 'downloadAccountingExports', shop: { query: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: 'One journal of a period as CSV for a spreadsheet (VE sales, BQ bank, CA cash): semicolons, decimal comma, DD/MM/YYYY (downloadAccountingExports)',
      security: [{ bearer: [] }], querystring: journalQuerySchema,
      // 200 is text/csv: no JSON schema to serialize it with.
      response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const { from, to, journal } = request.query;
    return sendFile(reply, await exportFile(deps, request.access.shopId, journal, from, to));
  });
};
