import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, loginResponseSchema, messages, registerBodySchema, type Role } from '@vendange/contracts';
import { HttpError, InternalCallError, type InternalCall, type Mailer } from '@vendange/service-kit';
import type { Limiter } from '../login-limiter';
import { identityMails } from '../mails';
import { hashPassword } from '../passwords';
import type { TokensRepo } from '../tokens';
import type { UsersRepo } from '../users-repo';

const roleOfKind: Record<'buyer' | 'agent' | 'seller', Role> = { buyer: 'buyer', agent: 'agent', seller: 'owner' };

interface Deps {
  repo: UsersRepo; tokens: TokensRepo; mailer: Mailer; internal: InternalCall; publicUrl: string; mailsPerAddress: Limiter;
  /** Announces the undo of a seller registration whose shop could not be set up (identity-jobs.ts). */
  undoSellerRegistration: (userId: number) => Promise<void>;
  /** Links a new buyer to the shop whose code they registered with; they become a client of its CRM (app.ts). */
  linkBuyer: (userId: number, shopId: number) => Promise<unknown>;
  /** Links a new agent to the shops that invited their address (agents/agents-repo.ts). */
  onAgentRegistered: (userId: number, email: string) => Promise<unknown>;
}

/** POST /auth/register: a buyer, an agent, or a seller with their new shop; logged in at once. */
export const registerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repo, tokens, mailer, internal, publicUrl, mailsPerAddress, undoSellerRegistration, linkBuyer, onAgentRegistered } = deps;

  async function shopByCode(code: string) {
    try {
      return await internal<{ id: number }>('shops', 'GET', `/v1/shops/${encodeURIComponent(code)}`);
    } catch (error) {
      if (error instanceof InternalCallError && error.statusCode === 404) throw new HttpError(404, 'SHOP_UNKNOWN', messages.shopCodeUnknown);
      throw error;
    }
  }

  app.post('/auth/register', {
    config: { access: 'public' },
    schema: {
      tags: ['identity'], summary: 'Create an account (buyer, agent, or seller with a shop) and log in',
      body: registerBodySchema,
      response: { 201: loginResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
    },
  }, async (request, reply) => {
    await mailsPerAddress.hit(request.ip);
    const b = request.body;
    const shop = b.kind === 'buyer' && b.shopCode ? await shopByCode(b.shopCode) : null;
    const id = await repo.create({
      email: b.email, username: b.email, firstname: b.firstname, lastname: b.lastname, role: roleOfKind[b.kind],
      isPro: b.kind !== 'buyer' || b.isPro, phone: b.phone ?? null, passwordHash: await hashPassword(b.password),
      business: b.businessName || b.siret ? { name: b.businessName ?? null, siret: b.siret ?? null } : null,
      referrer: b.refId ?? null,
    });
    if (id === null) throw new HttpError(409, 'EMAIL_TAKEN', messages.emailTaken);

    if (b.kind === 'seller') {
      try {
        const created = await internal<{ id: number }>('shops', 'POST', '/v1/internal/shops', { name: b.shopName, ownerId: id, contactEmail: b.email });
        await repo.linkShop({ userId: id, shopId: created.id, relation: 'owner' });
      } catch (error) {
        // Without its shop a seller account is unusable: undo it so that the form can simply be sent again. The
        // account goes at once; a job (retried until shops answers) also removes a shop the call may have created
        // after all (its answer lost on the way), and the account if this removal fails.
        await undoSellerRegistration(id);
        await repo.remove(id);
        throw error;
      }
    }
    if (shop) await linkBuyer(id, shop.id);
    if (b.kind === 'agent') await onAgentRegistered(id, b.email);

    const token = await tokens.issue(id, 'validate');
    await mailer.send(identityMails.validate(b.email, b.firstname, `${publicUrl}/auth/validate?token=${token}`));
    const user = await repo.getUser(id);
    if (!user) throw new Error('the account just created cannot be read back');
    const jwt = app.jwt.sign({ sub: String(id), role: user.role, scope: 'user' });
    return reply.code(201).send({ user, jwt, masterAccount: null });
  });
};
