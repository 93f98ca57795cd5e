import { runStandalone } from '@vendange/service-kit/standalone';
import service, { migrationsFolder, schemaName, seed } from './app';

await runStandalone({ name: 'stock', service, migrationsFolder, schemaName, seed });
