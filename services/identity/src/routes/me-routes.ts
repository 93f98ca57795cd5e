import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messages, updateMeBodySchema, userSchema } from '@vendange/contracts';
import { HttpError, notFound } from '@vendange/service-kit';
import type { UsersRepo } from '../users-repo';

/** GET and PUT /users/me: the session's user, its profile and its saved cart. */
export const meRoutes: FastifyPluginAsyncZod<{ repo: UsersRepo }> = async (app, { repo }) => {
  app.get('/users/me', {
    config: { access: 'user' },
    schema: { tags: ['identity'], summary: 'The logged-in user', security: [{ bearer: [] }], response: { 200: userSchema, 401: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const user = await repo.sessionUser(request.access.subject.id);
    if (!user) throw notFound();
    return user;
  });

  app.put('/users/me', {
    config: { access: 'user' },
    schema: {
      tags: ['identity'], summary: 'Update own profile or saved cart', security: [{ bearer: [] }],
      body: updateMeBodySchema, response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const me = request.access.subject.id;
    const { message: _message, cart, cartBase, ...profile } = request.body;
    const patch = { ...profile, ...(cart ? { cart: { orders: cart.orders, lastUpdated: new Date().toISOString() } } : {}) };
    if (!(await repo.updateMe(me, patch, cartBase))) throw new HttpError(409, 'CART_CHANGED', messages.cartChanged);
    const user = await repo.getUser(me);
    if (!user) throw notFound();
    return user;
  });
};
