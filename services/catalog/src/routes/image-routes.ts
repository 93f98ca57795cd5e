import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { errorSchema, idSchema, messages, PRODUCT_IMAGE_MAX_BYTES, productIdParamsSchema, productImageSchema } from '@vendange/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound } from '@vendange/service-kit';
import { sniffImageType } from '@vendange/service-kit';
import type { ImagesRepo } from '../images-repo';
import type { ProductsRepo } from '../products-repo';
import { isStorageKey, type FileStorage } from '../storage/file-storage';

const tooBig = () => new HttpError(413, 'FILE_TOO_LARGE', `L’image dépasse ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} Mo : réduisez-la puis recommencez.`);
const badType = () => new HttpError(415, 'UNSUPPORTED_IMAGE', 'Ce fichier n’est pas une image JPEG, PNG ou WebP : choisissez une image dans l’un de ces formats.');

export const imageRoutes: FastifyPluginAsyncZod<{ products: ProductsRepo; images: ImagesRepo; storage: FileStorage }> = async (app, { products, images, storage }) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  /** The product's shop, where the rule's createProduct must hold: another shop's product is refused (403). */
  async function productShop(request: FastifyRequest, productId: number): Promise<number> {
    const shopId = await products.shopOf(productId);
    if (shopId === null) throw notFound(messages.unknownProduct);
    if (!request.access.can(shopId)) throw forbidden();
    return shopId;
  }

  app.post('/products/:productId/images', {
    config: { access: { permission: 'createProduct', shop: 'resource' } },
    schema: {
      tags: ['catalog'], summary: 'Adds an image to a product (multipart field `file`: JPEG, PNG or WebP, 5 MB at most)', security: [{ bearer: [] }],
      params: productIdParamsSchema, response: { 201: productImageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema },
    },
  }, async (request, reply) => {
    const shopId = await productShop(request, request.params.productId);
    if (!request.isMultipart()) throw new HttpError(400, 'FILE_REQUIRED', 'Envoyez l’image dans un formulaire (champ « file »).');
    const part = await request.file();
    if (!part) throw new HttpError(400, 'FILE_REQUIRED', 'Aucune image reçue : choisissez un fichier.');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
      throw error;
    }
    const type = sniffImageType(bytes);
    if (!type) throw badType();
    return reply.code(201).send(await images.add(shopId, request.params.productId, bytes, type));
  });

  app.delete('/products/:productId/images/:imageId', {
    config: { access: { permission: 'createProduct', shop: 'resource' } },
    schema: {
      tags: ['catalog'], summary: 'Deletes an image of a product (and from the formats showing it)', security: [{ bearer: [] }],
      params: productIdParamsSchema.extend({ imageId: idSchema }), response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    await productShop(request, request.params.productId);
    await images.remove(request.params.productId, request.params.imageId);
    return reply.code(204).send(null);
  });

  app.get('/files/*', {
    config: { access: 'public' },
    schema: { tags: ['catalog'], summary: 'An uploaded file (product images); keys are unguessable and never change', hide: true },
  }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) throw notFound();
    const [type, bytes] = await Promise.all([images.contentTypeOf(key), storage.get(key)]);
    if (!type || !bytes) throw notFound();
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
};
