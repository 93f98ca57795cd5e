import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingExportFileQuerySchema, accountingExportQuerySchema, accountingExportSchema, createAccountingExportBodySchema, errorSchema, idSchema, pageOf,
} from '@vendange/contracts';
import { HttpError, type Db, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import { accountingExportJob } from './accounting-export-job';
import { toAccountingExport, type AccountingExportsRepo } from './accounting-exports-repo';
import { sirenOf } from './export-file';

const access = { permission: 'downloadAccountingExports', module: 'accounting' } as const;

export const exportRouteMessages = {
  linkInvalid: 'Ce lien de téléchargement n’est pas ou plus valable : préparez l’export de nouveau (Comptabilité › Exports).',
} as const;

/**
 * The accountant's exports made in the background (issue 18; docs/decisions/accounting.md): asked for, listed with
 * their progress, and their file opened from a new tab by the link the documents poll hands over.
 */
export const accountingExportRoutes: FastifyPluginAsyncZod<{ exports: AccountingExportsRepo; jobs: ServiceJobs; internal: InternalCall }> = async (app, { exports, jobs, internal }) => {
  app.post('/accounting/exports', {
    config: { access: { ...access, shop: { body: 'shopId' } } },
    schema: {
      tags: ['accounting'], summary: 'Prepares the FEC or a journal (VE, BQ, CA) of a period in the background; the file is then offered through GET /v1/documents/to-download (downloadAccountingExports)',
      security: [{ bearer: [] }], body: createAccountingExportBodySchema,
      response: { 202: accountingExportSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { shopId, subject } = request.access;
    const { kind, from, to } = request.body;
    // The FEC is named after the SIREN: a shop without one learns it now, not from a failed export.
    if (kind === 'fec') await sirenOf(internal, shopId);
    const row = await exports.create({ shopId, userId: subject.id, kind, from, to }, (tx: Db, created) => jobs.announce(tx, [accountingExportJob(created.id)]));
    return reply.code(202).send(toAccountingExport(row));
  });

  app.get('/accounting/exports', {
    config: { access: { ...access, shop: { query: 'shopId' } } },
    schema: {
      tags: ['accounting'], summary: "The shop's exports, newest first, with their status and progress (downloadAccountingExports)",
      security: [{ bearer: [] }], querystring: accountingExportQuerySchema,
      response: { 200: pageOf(accountingExportSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const { page, limit } = request.query;
    const { items, total } = await exports.list(request.access.shopId, page, limit);
    reply.header('cache-control', 'no-store');
    return { items: items.map((row) => toAccountingExport(row)), total, page, limit };
  });

  app.get('/accounting/exports/:id/file', {
    // Opened in a new tab by the documents poll, without the bearer token: the random token of the link is the
    // right to read this one file, until it expires (docs/decisions/accounting.md).
    config: { access: 'public' },
    schema: {
      tags: ['accounting'], summary: "An export's file, opened by the link its token is in (no bearer token: the link is the right to read it, for 7 days)",
      params: z.object({ id: idSchema }), querystring: accountingExportFileQuerySchema,
      // 200 is the file: no JSON schema to serialize it with.
      response: { 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const row = await exports.openable(request.params.id, request.query.token);
    if (!row || !row.fileName || !row.contentType) throw new HttpError(404, 'EXPORT_LINK_INVALID', exportRouteMessages.linkInvalid);
    return reply
      .header('content-type', row.contentType)
      .header('content-disposition', `attachment; filename="${row.fileName}"`)
      .header('content-length', String(row.sizeBytes ?? 0))
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(Readable.from(exports.parts(row.id)) as never);
  });
};
