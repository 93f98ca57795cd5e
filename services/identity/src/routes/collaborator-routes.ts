import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collaboratorListQuerySchema, collaboratorSchema, createCollaboratorBodySchema, errorSchema, idSchema, messages, pageOf,
  permissions, updateCollaboratorBodySchema, type Authorizations, type Permission,
} from '@vendange/contracts';
import { HttpError, notFound, type Db, type InternalCall, type Mailer } from '@vendange/service-kit';
import { collaboratorsRepo, fullAuthorizations } from '../collaborators-repo';
import { identityMails } from '../mails';
import { hashPassword } from '../passwords';
import { INVITATION_TTL_MS, type TokensRepo } from '../tokens';
import type { UsersRepo } from '../users-repo';

interface Deps { db: Db; repo: UsersRepo; tokens: TokensRepo; mailer: Mailer; internal: InternalCall; publicUrl: string }

const secured = { security: [{ bearer: [] }], tags: ['identity'] };
const denied = (message: string) => new HttpError(403, 'FORBIDDEN', message);

/** A collaborator may hand out only rights they hold themselves on the shop; the owner holds them all. */
function checkGrant(held: ReadonlySet<Permission>, next: Authorizations, current: Authorizations = {}): void {
  for (const p of permissions) {
    if (next[p] === true && current[p] !== true && !held.has(p)) throw denied(messages.cannotGrant);
  }
}

/** The collaborators screen belongs to the iam module; the shop is the one asked (shopId), else the user's. */
const read = { permission: 'accessCollaborator', shop: { query: 'shopId' }, module: 'iam' } as const;
const write = { permission: 'createCollaborator', shop: { body: 'shopId' }, module: 'iam' } as const;

/** Owners (and collaborators allowed to) list, invite, edit the rights of, and block collaborators. */
export const collaboratorRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repo, tokens, mailer, internal, publicUrl } = deps;
  const collaborators = collaboratorsRepo(deps.db);

  app.get('/collaborators', {
    config: { access: read },
    schema: { ...secured, summary: "A shop's collaborators (accessCollaborator)", querystring: collaboratorListQuerySchema, response: { 200: pageOf(collaboratorSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema } },
  }, async (request) => {
    return collaborators.list(request.access.shopId, request.query);
  });

  app.get('/collaborators/:id', {
    config: { access: read },
    schema: {
      ...secured, summary: 'One collaborator of the shop (accessCollaborator)', params: z.object({ id: idSchema }),
      querystring: z.object({ shopId: idSchema.optional() }), response: { 200: collaboratorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const found = await collaborators.get(request.access.shopId, request.params.id);
    if (!found) throw notFound();
    return found;
  });

  app.post('/collaborators', {
    config: { access: write },
    schema: { ...secured, summary: 'Invite a collaborator (createCollaborator); they receive a mail to choose a password', body: createCollaboratorBodySchema, response: { 201: collaboratorSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema } },
  }, async (request, reply) => {
    const b = request.body;
    const { shopId, permissions: held } = request.access;
    checkGrant(held, b.authorizations);
    // The invited person sets their own password from the mail; until then no password can match.
    const id = await repo.create({
      email: b.email, username: b.email, firstname: b.firstname, lastname: b.lastname, role: 'iam', isPro: true,
      phone: b.phone ?? null, passwordHash: await hashPassword(randomBytes(24).toString('base64')), passwordSet: false,
    });
    if (id === null) throw new HttpError(409, 'EMAIL_TAKEN', messages.emailTaken);
    await repo.linkShop({ userId: id, shopId, relation: 'iam', authorizations: fullAuthorizations(b.authorizations) });
    const shop = await internal<{ name: string }>('shops', 'GET', `/v1/shops/${shopId}`);
    const token = await tokens.issue(id, 'reset', INVITATION_TTL_MS);
    await mailer.send(identityMails.invitation(b.email, b.firstname, shop.name, `${publicUrl}/auth/resetpwd?token=${token}`));
    const created = await collaborators.get(shopId, id);
    return reply.code(201).send(created!);
  });

  app.put('/collaborators/:id', {
    config: { access: write },
    schema: {
      ...secured, summary: "Change a collaborator's rights or block them (createCollaborator); applies on their next request",
      params: z.object({ id: idSchema }), body: updateCollaboratorBodySchema,
      response: { 200: collaboratorSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { shopId, userId, permissions: held } = request.access;
    if (request.params.id === userId) throw denied(messages.cannotEditSelf);
    const current = await collaborators.get(shopId, request.params.id);
    if (!current) throw notFound();
    const { authorizations, blocked } = request.body;
    if (authorizations) checkGrant(held, authorizations, current.authorizations);
    await collaborators.update(shopId, request.params.id, {
      ...(authorizations ? { authorizations: fullAuthorizations(authorizations, current.authorizations) } : {}),
      ...(blocked === undefined ? {} : { blocked }),
    });
    return (await collaborators.get(shopId, request.params.id))!;
  });
};
