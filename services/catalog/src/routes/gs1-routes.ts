import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, gs1ResolutionSchema, normalizeGtin } from '@vendange/contracts';
import { HttpError, notFound, type Db } from '@vendange/service-kit';
import { formats, products, vintages } from '../db/schema';

/**
 * GS1 Digital Link resolver: a label's QR code (/gs1/01/{gtin}/22/{vintage}/10/{lot}) leads to the
 * product, its vintage and lot. Public and whatever the product's status: the e-label of a bottle
 * already sold must stay readable (EU 2021/2117).
 */
export const gs1Routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/gs1/01/:gtin', {
    config: { access: 'public' },
    schema: {
      tags: ['catalog'], summary: 'Resolve a scanned GTIN (with optional vintage and lot) to its product',
      params: z.object({ gtin: z.string().max(20) }),
      querystring: z.object({ variant: z.string().max(20).optional(), lot: z.string().max(20).optional() }),
      response: { 200: gs1ResolutionSchema, 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const gtin = normalizeGtin(request.params.gtin);
    if (!gtin) throw new HttpError(400, 'BAD_GTIN', 'Ce code EAN/GTIN est invalide : vérifiez ses chiffres.');
    const [found] = await db.select({ formatId: formats.id, productId: products.id, shopId: products.shopId })
      .from(formats).innerJoin(products, eq(products.id, formats.productId)).where(eq(formats.gtin, gtin));
    if (!found) throw notFound('Produit inexistant');
    const variant = request.query.variant;
    const [vintage] = variant
      ? await db.select({ id: vintages.id }).from(vintages).where(and(eq(vintages.productId, found.productId), eq(vintages.name, variant)))
      : [];
    // A label is printed once and scanned for years: let browsers and CDNs keep the answer a while.
    void reply.header('cache-control', 'public, max-age=300');
    return { ...found, vintageId: vintage?.id ?? null, lot: request.query.lot ?? null };
  });
};
