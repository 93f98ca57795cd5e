import { openDatabase, type DatabaseHandle } from '@vendange/service-kit';
import { serviceModules } from './services';

/** Opens the PostgreSQL of embedded mode and migrates every service's schema. */
export async function openAndMigrate(config: { url: string | undefined }): Promise<DatabaseHandle> {
  if (!config.url) throw new Error('DATABASE_URL is not set: point it at a PostgreSQL, or use npm start, which starts an embedded one.');
  return migrateAll(await openDatabase({ url: config.url }));
}

/** Applies every service's migrations to an open database (each in its own schema). */
export async function migrateAll(handle: DatabaseHandle): Promise<DatabaseHandle> {
  for (const svc of serviceModules) await handle.migrate(svc.migrationsFolder, svc.schemaName);
  return handle;
}

/** Seeds demo data into every service that is still empty; returns the services seeded. */
export async function seedAll(handle: DatabaseHandle): Promise<string[]> {
  const seeded: string[] = [];
  for (const svc of serviceModules) if (await svc.seed(handle.db)) seeded.push(svc.name);
  return seeded;
}
