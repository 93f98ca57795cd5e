import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { changeKeys, listenForChanges, setupService, type ServiceOptions } from '@vendange/service-kit';
import { downloadsRepo } from './downloads-repo';
import { maintenancesRepo } from './maintenances-repo';
import { notificationBus } from './notification-bus';
import { notificationsRepo } from './notifications-repo';
import { downloadRoutes } from './routes/download-routes';
import { internalRoutes } from './routes/internal-routes';
import { jobAdminRoutes } from './routes/job-admin-routes';
import { maintenanceRoutes } from './routes/maintenance-routes';
import { notificationRoutes } from './routes/notification-routes';
import { streamRoute } from './routes/stream-route';

export { seedNotifications as seed } from './seed';
export const schemaName = 'notifications';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** What the platform tells its users: notification centre (with a live stream), maintenance notices, documents to download. */
const notificationsService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  await setupService(app, options);
  const { db, resolveAccess } = options;
  const repo = notificationsRepo(db);
  const downloads = downloadsRepo(db);
  const bus = await notificationBus(db, repo.byId, app.log);
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => bus.closeAll());
  await app.register(notificationRoutes, { repo });
  await app.register(streamRoute, { bus, resolveAccess });
  const maintenances = maintenancesRepo(db);
  const stopListening = await listenForChanges(db, (key) => { if (key === changeKeys.maintenances) maintenances.forget(); });
  app.addHook('onClose', stopListening);
  await app.register(maintenanceRoutes, { repo: maintenances });
  await app.register(downloadRoutes, { repo: downloads });
  await app.register(internalRoutes, { repo, downloads });
  // The dead letters of the job queue (every service's): the administrator's list and retry.
  await app.register(jobAdminRoutes, { jobs: options.jobs });
};
export default notificationsService;
