import { runStandalone } from '@vendange/service-kit/standalone';
import service, { localAccessResolver, migrationsFolder, schemaName, seed } from './app';

await runStandalone({ name: 'identity', service, migrationsFolder, schemaName, seed, localAccess: localAccessResolver });
