import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  errorSchema, IMPORT_MAX_BYTES, importDetailSchema, importIdParamsSchema, importKinds, importListQuerySchema, importMessages, importShopQuerySchema,
  importSummarySchema, pageOf, type ImportKind, type UserContact,
} from '@vendange/contracts';
import { HttpError, type InternalCall, type RouteAccess } from '@vendange/service-kit';
import { readImportFile } from '../imports/import-file';
import type { ImportsRepo } from '../imports/imports-repo';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema };

/**
 * Who may import what (spec point 6): products with createProduct, as the product editor; stock with seeAllStock
 * and the stocks module, as any movement of the ledger (docs/decisions/stock-ledger.md).
 */
const accessOf: Record<ImportKind, RouteAccess> = {
  products: { permission: 'createProduct', shop: { query: 'shopId' } },
  stock: { permission: 'seeAllStock', shop: { query: 'shopId' }, module: 'stocks' },
};

/** Imports from a CSV or XLSX file (issue 19): `/v1/imports/products…` and `/v1/imports/stock…`, each kind with its own right. */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportsRepo; internal: InternalCall }> = async (app, { imports, internal }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  for (const kind of importKinds) {
    const access = accessOf[kind];
    const tags = ['imports'];

    app.get(`/imports/${kind}`, {
      config: { access },
      schema: { tags, summary: `The shop's ${kind} imports, newest first`, security: [{ bearer: [] }], querystring: importListQuerySchema, response: { 200: pageOf(importSummarySchema), ...errors } },
    }, async (request) => imports.list(request.access.shopId, kind, request.query.page, request.query.limit));

    app.get(`/imports/${kind}/:id`, {
      config: { access },
      schema: {
        tags, summary: `One ${kind} import: progress, errors per line and column, first lines`, security: [{ bearer: [] }],
        params: importIdParamsSchema, querystring: importShopQuerySchema, response: { 200: importDetailSchema, ...errors },
      },
    }, async (request) => imports.byId(request.access.shopId, kind, request.params.id));

    app.post(`/imports/${kind}`, {
      config: { access },
      schema: {
        tags, summary: `Reads and checks a ${kind} file (multipart field \`file\`: CSV or XLSX); nothing is written but the pending import`, security: [{ bearer: [] }],
        querystring: importShopQuerySchema, response: { 201: importDetailSchema, ...errors },
      },
    }, async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, 'FILE_REQUIRED', importMessages.fileRequired);
      const part = await request.file();
      if (!part) throw new HttpError(400, 'FILE_REQUIRED', importMessages.fileRequired);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', importMessages.tooLarge);
        throw error;
      }
      const table = await readImportFile(bytes, part.filename);
      const userId = request.access.userId;
      const contact = userId === null ? null : await internal<UserContact>('identity', 'GET', `/v1/internal/users/${userId}/contact`);
      const by = { id: userId, name: contact ? `${contact.firstname} ${contact.lastname}`.trim() || contact.email : null };
      return reply.code(201).send(await imports.preview(request.access.shopId, kind, part.filename || 'import.csv', table, by));
    });

    app.post(`/imports/${kind}/:id/confirm`, {
      config: { access },
      schema: {
        tags, summary: `Starts a checked ${kind} import: a job writes it in chunks (poll the import for its progress)`, security: [{ bearer: [] }],
        params: importIdParamsSchema, querystring: importShopQuerySchema, response: { 200: importDetailSchema, ...errors },
      },
    }, async (request) => imports.confirm(request.access.shopId, kind, request.params.id));

    app.post(`/imports/${kind}/:id/revert`, {
      config: { access },
      schema: {
        tags, summary: kind === 'products' ? 'Undoes a products import: its products closed, refused if one was ordered' : 'Undoes a stock import: what it entered taken back out',
        security: [{ bearer: [] }], params: importIdParamsSchema, querystring: importShopQuerySchema, response: { 200: importDetailSchema, ...errors },
      },
    }, async (request) => imports.revert(request.access.shopId, kind, request.params.id));
  }
};
