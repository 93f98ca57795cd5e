import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, stockDocumentBodySchema, stockDocumentResultSchema } from '@vendange/contracts';
import type { DocumentMovesRepo } from '../document-moves-repo';

/** Service-to-service: orders' shipments leave the shipping warehouse, their returns come back to it. */
export const stockInternalRoutes: FastifyPluginAsyncZod<{ documents: DocumentMovesRepo }> = async (app, { documents }) => {
  app.post('/internal/stock/documents', {
    config: { access: 'internal' },
    schema: { hide: true, body: stockDocumentBodySchema, response: { 200: stockDocumentResultSchema, 400: errorSchema, 403: errorSchema } },
  }, async (request) => documents.record(request.body));
};
