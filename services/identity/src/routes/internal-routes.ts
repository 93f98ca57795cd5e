import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idSchema, userContactSchema } from '@vendange/contracts';
import { notFound } from '@vendange/service-kit';
import type { UsersRepo } from '../users-repo';

const accessSchema = z.object({
  id: z.number().int(),
  role: z.enum(['buyer', 'owner', 'iam', 'agent', 'admin']),
  ownedShopIds: z.array(z.number().int()),
  shops: z.array(z.object({ id: z.number().int(), typology: z.string().nullable(), blocked: z.boolean(), authorizations: z.record(z.string(), z.boolean()).nullable() })),
});

/** Access rights for other services running as their own process; never exposed by the gateway. */
export const internalRoutes: FastifyPluginAsyncZod<{ repo: UsersRepo }> = async (app, { repo }) => {
  app.get('/internal/access/:userId', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ userId: idSchema }), response: { 200: accessSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const access = await repo.accessOf(request.params.userId);
    if (!access) throw notFound();
    return access;
  });

  app.get('/internal/users/:userId/contact', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ userId: idSchema }), response: { 200: userContactSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const user = await repo.rowOf(request.params.userId);
    if (!user) throw notFound();
    return {
      id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone, isPro: user.isPro,
      profileComplete: user.passwordSet, deliveryAddress: user.deliveryAddress ?? null, billingAddress: user.billingAddress ?? null,
    };
  });
};
