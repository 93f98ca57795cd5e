import { openDatabase, type DatabaseHandle } from '@vendange/service-kit';
import { serviceModules } from './services';

/** Opens the embedded database (one PGlite folder or PostgreSQL) and migrates every service's schema. */
export async function openAndMigrate(config: { url?: string | undefined; dataDir?: string | undefined }): Promise<DatabaseHandle> {
  return migrateAll(await openDatabase(config));
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
