import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, priceRequestBodySchema, priceRequestCreatedSchema, type UserContact } from '@vendange/contracts';
import { HttpError, notFound, type InternalCall, type ServiceJobs } from '@vendange/service-kit';
import { priceRequestNotification } from '../price-request-notification';
import type { PriceRequestsRepo } from '../price-requests-repo';
import type { ShopsRepo } from '../shops-repo';

interface Deps { repo: ShopsRepo; requests: PriceRequestsRepo; internal: InternalCall; jobs: ServiceJobs }

/** Spec point 1: professionals can ask for a negotiated price grid; the request reaches the producer. */
export const priceRequestRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, requests, internal, jobs }) => {
  app.post('/shops/:id/price-requests', {
    config: { access: { role: 'buyer' } },
    schema: {
      tags: ['shops'], summary: 'A professional buyer asks the shop for a negotiated price grid (buyer only, once a day per shop)', security: [{ bearer: [] }],
      params: z.object({ id: idSchema }), body: priceRequestBodySchema,
      response: { 201: priceRequestCreatedSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
    },
  }, async (request, reply) => {
    const buyer = request.access.subject;
    const shop = await repo.byId(request.params.id);
    if (!shop) throw notFound("Cette boutique n'existe pas.");
    const contact = await internal<UserContact>('identity', 'GET', `/v1/internal/users/${buyer.id}/contact`);
    // Not a 403: the client would take it for a lost session and log the buyer out.
    if (!contact.isPro) throw new HttpError(400, 'PROFESSIONALS_ONLY', 'Les tarifs professionnels sont réservés aux comptes professionnels.');
    const message = request.body.message || null;
    // The producer's notification is a job committed with the request: both exist, or neither.
    const row = await requests.createOncePerDay({ shopId: shop.id, buyerId: buyer.id, message },
      (tx) => jobs.announce(tx, [jobs.notify(priceRequestNotification(shop.id, contact, message))]));
    if (!row) {
      throw new HttpError(429, 'PRICE_REQUEST_RECENT', 'Vous avez déjà demandé un tarif à ce producteur il y a moins de 24 heures : il reviendra vers vous rapidement.');
    }
    return reply.code(201).send({ id: row.id, createdAt: row.createdAt.toISOString(), message: 'Votre demande a été transmise au producteur.' });
  });
};
