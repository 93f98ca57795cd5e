import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, isShopLogoType, SHOP_LOGO_MAX_BYTES, shopLogoSchema } from '@vendange/contracts';
import { HttpError, notFound, sniffImageType } from '@vendange/service-kit';
import type { ShopLogoRepo } from '../shop-logo-repo';

export const logoMessages = {
  tooBig: `Le logo dépasse ${SHOP_LOGO_MAX_BYTES / 1024 / 1024} Mo : réduisez-le puis recommencez.`,
  badType: 'Le logo doit être une image PNG ou JPEG (celles que les factures en PDF savent imprimer) : enregistrez-le dans l’un de ces formats.',
  required: 'Aucune image reçue : choisissez le fichier de votre logo.',
} as const;

/** The shop's logo (owner): on the storefront header and on its invoices, quotes and delivery notes. */
export const logoRoutes: FastifyPluginAsyncZod<{ logos: ShopLogoRepo }> = async (app, { logos }) => {
  await app.register(multipart, { limits: { fileSize: SHOP_LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.put('/shops/me/logo', {
    config: { access: { owner: true } },
    schema: {
      tags: ['shops'], summary: "Sets the shop's logo (multipart field `file`: PNG or JPEG, 1 MB at most), shown on its storefront and documents (owner)",
      security: [{ bearer: [] }], response: { 200: shopLogoSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, 'FILE_REQUIRED', logoMessages.required);
    const part = await request.file();
    if (!part) throw new HttpError(400, 'FILE_REQUIRED', logoMessages.required);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', logoMessages.tooBig);
      throw error;
    }
    const type = sniffImageType(bytes);
    if (!isShopLogoType(type)) throw new HttpError(415, 'UNSUPPORTED_IMAGE', logoMessages.badType);
    return { logo: await logos.set(request.access.shopId, bytes, type) };
  });

  app.delete('/shops/me/logo', {
    config: { access: { owner: true } },
    schema: { tags: ['shops'], summary: "Removes the shop's logo (owner)", security: [{ bearer: [] }], response: { 204: z.null(), 401: errorSchema, 403: errorSchema } },
  }, async (request, reply) => {
    await logos.remove(request.access.shopId);
    return reply.code(204).send(null);
  });

  app.get('/shops/:shopId/logo', {
    config: { access: 'public' },
    schema: {
      tags: ['shops'], summary: "A shop's logo image (public; its address changes with the logo, so it is cached for good)",
      params: z.object({ shopId: idSchema }), response: { 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const logo = await logos.get(request.params.shopId);
    if (!logo) throw notFound('Cette boutique n’a pas de logo.');
    return reply.header('content-type', logo.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(logo.bytes as never);
  });

  app.get('/internal/shops/:id/logo', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ id: idSchema }), response: { 200: z.object({ contentType: z.string(), base64: z.string() }).nullable(), 403: errorSchema } },
  }, async (request) => {
    const logo = await logos.get(request.params.id);
    return logo ? { contentType: logo.contentType, base64: logo.bytes.toString('base64') } : null;
  });
};
