import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseAccountBodySchema, errorSchema, loginBodySchema, loginResponseSchema, messages } from '@vendange/contracts';
import { forbidden, HttpError } from '@vendange/service-kit';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { slowDownMs, type Limiter } from '../login-limiter';
import type { UsersRepo } from '../users-repo';

interface Deps { repo: UsersRepo; perAccount: Limiter; perPair: Limiter; perAddress: Limiter }

/** POST /auth/login: by username, e-mail or id; a master account gets a master-scoped token. */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, perAccount, perPair, perAddress }) => {
  app.post('/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['identity'], summary: 'Log in with username, e-mail or id and a password',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    const { password, ...ident } = request.body;
    await perAddress.check(request.ip);
    const row = await repo.findForLogin(ident);
    // Failures count per account (whichever identifier named it) and per address.
    const accountKey = row ? `u:${row.id}` : `i:${String(ident.email ?? ident.username ?? ident.id).toLowerCase()}`;
    const pairKey = `${request.ip}|${accountKey}`;
    await perPair.check(pairKey);
    // Guesses from many addresses slow this account's logins down; the right password still gets in.
    const wait = slowDownMs(await perAccount.count(accountKey));
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) {
      await perAccount.hit(accountKey);
      await perAddress.hit(request.ip);
      await perPair.hit(pairKey);
      throw new HttpError(401, 'BAD_CREDENTIALS', messages.badCredentials);
    }
    await perPair.reset(pairKey);
    await perAccount.reset(accountKey);
    const masterAccount = await repo.masterAccountOf(row.id, row.email);
    if (masterAccount) {
      const jwt = app.jwt.sign({ sub: String(row.id), role: row.role, scope: 'master' });
      return { user: null, jwt, masterAccount };
    }
    const user = await repo.getUser(row.id);
    const jwt = app.jwt.sign({ sub: String(row.id), role: row.role, scope: 'user' });
    return { user, jwt, masterAccount: null };
  });

  app.post('/auth/master/choose', {
    config: { access: 'master', readOnly: true },
    schema: {
      tags: ['identity'], summary: 'A master account chooses the account to act as', security: [{ bearer: [] }],
      body: chooseAccountBodySchema, response: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    // The rule let a master-scoped token in: whom it may act as is identity's own data.
    if (!(await repo.canActAs(request.access.userId!, request.body.accountId))) throw forbidden();
    const user = await repo.getUser(request.body.accountId);
    if (!user) throw forbidden();
    const jwt = app.jwt.sign({ sub: String(user.id), role: user.role, scope: 'user' });
    return { user, jwt, masterAccount: null };
  });
};
