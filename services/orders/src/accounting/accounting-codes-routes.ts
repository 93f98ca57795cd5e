import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountingCodesBodySchema, accountingCodesSchema, errorSchema, idSchema } from '@vendange/contracts';
import type { AccountingCodesRepo } from './accounting-codes-repo';

const EDIT = 'editAccountingCodes';

/** The shop's accounting codes (Paramètres › Comptabilité): read and changed with editAccountingCodes, module accounting. */
export const accountingCodesRoutes: FastifyPluginAsyncZod<{ codes: AccountingCodesRepo }> = async (app, { codes }) => {
  app.get('/accounting/codes', {
    config: { access: { permission: EDIT, shop: { query: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: "The shop's accounting codes: clients, suppliers, sales by product type, delivery, deposits, VAT per rate, treasury per payment method (editAccountingCodes)",
      security: [{ bearer: [] }], querystring: z.object({ shopId: idSchema.optional() }),
      response: { 200: accountingCodesSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => codes.of(request.access.shopId));

  app.put('/accounting/codes', {
    config: { access: { permission: EDIT, shop: { body: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: "Changes the shop's accounting codes; the next exports post to them (editAccountingCodes)",
      security: [{ bearer: [] }], body: accountingCodesBodySchema,
      response: { 200: accountingCodesSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { shopId: _shop, ...chosen } = request.body;
    return codes.save(request.access.shopId, chosen);
  });
};
