import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type AccessResolver, type Db, type ServiceOptions } from '@vendange/service-kit';
import { authRoutes } from './routes/auth-routes';
import { internalRoutes } from './routes/internal-routes';
import { meRoutes } from './routes/me-routes';
import { usersRepo } from './users-repo';

export { seedIdentity as seed } from './seed';
export const schemaName = 'identity';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** In-process access lookup, handed to the other services when they run inside the gateway. */
export function localAccessResolver(db: Db): AccessResolver {
  const repo = usersRepo(db);
  return (userId) => repo.accessOf(userId);
}

/** Identity: users, login, sessions, shop links and master accounts. */
const identityService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const repo = usersRepo(options.db);
  await app.register(authRoutes, { repo });
  await app.register(meRoutes, { repo });
  await app.register(internalRoutes, { repo, internalToken: options.internalToken });
};
export default identityService;
