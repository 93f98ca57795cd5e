import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { User } from '@vendange/contracts';
import { changeFeedCache, dropCacheOnWrites, forgetAccessInThisProcess, mayHaveWritten, setupService, type AccessResolver, type Db, type ServiceOptions } from '@vendange/service-kit';
import { agentRoutes } from './agents/agent-routes';
import { presetRoutes } from './presets/preset-routes';
import { agentsRepo } from './agents/agents-repo';
import { setupIdentityJobs } from './identity-jobs';
import { myShopsRepo } from './my-shops-repo';
import { createLimiter } from './login-limiter';
import { emailChanges } from './email-changes';
import { accountRoutes } from './routes/account-routes';
import { authRoutes } from './routes/auth-routes';
import { collaboratorRoutes } from './routes/collaborator-routes';
import { shopAccountRoutes } from './routes/shop-account-routes';
import { internalRoutes } from './routes/internal-routes';
import { meRoutes } from './routes/me-routes';
import { myShopsRoutes } from './routes/my-shops-routes';
import { passwordRoutes } from './routes/password-routes';
import { registerRoutes } from './routes/register-routes';
import { shopStaffInternalRoute } from './routes/shop-staff-internal-route';
import { tokensRepo } from './tokens';
import { usersRepo } from './users-repo';

export { seedIdentity as seed } from './seed';
export const schemaName = 'identity';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** In-process access lookup, handed to the other services when they run inside the gateway. */
export function localAccessResolver(db: Db): AccessResolver {
  const repo = usersRepo(db);
  return (userId) => repo.accessOf(userId);
}

/**
 * Whatever identity writes (a role, a link, its rights, an account gone) applies to the very next request of
 * this process: rights kept in it are dropped before the answer leaves (other processes: the NOTIFY of 0006).
 * A route that declares itself read-only (`config.readOnly`, a POST for its body) keeps them, as it keeps
 * identity's other caches (mayHaveWritten, service kit cache-write-hook.ts).
 */
export function forgetAccessOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (mayHaveWritten(request)) forgetAccessInThisProcess();
    return payload;
  });
}

/** Identity: users, login, registration, mailed links, collaborators, master accounts. */
const identityService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  forgetAccessOnWrites(app);
  // The session's own read, asked by every dashboard and storefront page: kept like the rights, dropped by any
  // change of the user (migration 0007) and by identity's own writes before their answer leaves.
  const sessionUsers = changeFeedCache<User | null>({ db: options.db, ttlMs: 60_000, maxEntries: 5000 });
  dropCacheOnWrites(app, sessionUsers);
  const repo = usersRepo(options.db, sessionUsers);
  const tokens = tokensRepo(options.db);
  const { internal, publicUrl } = options;
  // Mails, notifications and the undo of a failed seller registration go through the job queue (docs/decisions/durable-work.md).
  const jobs = await setupIdentityJobs(app, options, repo);
  const { mailer } = jobs;
  const perAccount = createLimiter(options.db, 'perAccount');
  const perPair = createLimiter(options.db, 'perPair');
  const perAddress = createLimiter(options.db, 'perAddress');
  const mailsPerAddress = createLimiter(options.db, 'mailsPerAddress');
  const mailsPerEmail = createLimiter(options.db, 'mailsPerEmail');
  await app.register(authRoutes, { repo, perAccount, perPair, perAddress });
  await app.register(registerRoutes, { repo, tokens, mailer, internal, publicUrl, mailsPerAddress, undoSellerRegistration: jobs.undoSellerRegistration,
    // Registering with a shop code links the shop as "Ajouter un producteur" does: the buyer becomes its client (shops-add.md).
    linkBuyer: (userId, shopId) => myShopsRepo(options.db).addBuyerLink(userId, shopId, (tx) => jobs.announce(tx, [jobs.crmClient(userId, shopId)])),
    onAgentRegistered: agentsRepo(options.db).honourInvitations });
  await app.register(passwordRoutes, { repo, tokens, mailer, publicUrl, mailsPerAddress, mailsPerEmail, perAccount, perPair });
  await app.register(meRoutes, { repo });
  await app.register(accountRoutes, { db: options.db, repo, changes: emailChanges(options.db), mailer, publicUrl, mailsPerEmail, guesses: perPair });
  await app.register(collaboratorRoutes, { db: options.db, repo, tokens, mailer, internal, publicUrl });
  await app.register(agentRoutes, { db: options.db, repo, mailer, internal, publicUrl });
  await app.register(presetRoutes, { db: options.db });
  await app.register(shopAccountRoutes, { db: options.db, internal });
  await app.register(myShopsRoutes, { db: options.db, repo, internal, jobs });
  await app.register(internalRoutes, { repo });
  await app.register(shopStaffInternalRoute, { db: options.db });
};
export default identityService;
