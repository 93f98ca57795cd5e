import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builderDetailSchema, builderListSchema, errorSchema, idSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { BuildersRepo } from '../builders-repo';
import { viewOf } from '../visibility';

interface Deps { builders: BuildersRepo }

const unknownBuilder = "Ce coffret n'existe pas ou n'est plus proposé : choisissez-en un autre dans la boutique.";

/**
 * The storefront's box builders: public like the shop pages (visitors included). The storefront
 * shows what a buyer sees, so staff get the buyer view here too (online boxes, wines online).
 */
export const builderRoutes: FastifyPluginAsyncZod<Deps> = async (app, { builders }) => {
  app.get('/builders', {
    config: { access: 'viewer' },
    schema: {
      tags: ['catalog'], summary: "A shop's box builders (cases the buyer composes), priced for the viewer",
      querystring: z.object({ shopId: idSchema }), response: { 200: builderListSchema, 400: errorSchema, 401: errorSchema },
    },
  }, async (request) => {
    const subject = request.access.viewer;
    const { shopId } = request.query;
    return { items: await builders.list(shopId, { ...viewOf(subject, shopId, undefined), staff: false }, subject === null) };
  });

  app.get('/builders/:builderId', {
    config: { access: 'viewer' },
    schema: {
      tags: ['catalog'], summary: 'One box builder with the wines that may go in it, priced as they will be in the box',
      params: z.object({ builderId: idSchema }), response: { 200: builderDetailSchema, 401: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const subject = request.access.viewer;
    const builder = await builders.byId(request.params.builderId, (shopId) => ({ ...viewOf(subject, shopId, undefined), staff: false }), subject === null);
    if (!builder) throw notFound(unknownBuilder);
    return builder;
  });
};
