import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Registers OpenAPI generation from the zod route schemas (gateway and standalone services alike). */
export async function installOpenApi(app: FastifyInstance, title: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title, version: '5.5.1', description: 'Vendange API. Send the token of POST /v1/auth/login as `Authorization: Bearer <jwt>`.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}
