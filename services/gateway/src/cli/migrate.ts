import path from 'node:path';
import { openAndMigrate } from '../database';
import { readGatewayEnv } from '../env';

const env = readGatewayEnv();
const handle = await openAndMigrate({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'embedded') });
console.log(`Migrated every service schema (${handle.kind}).`);
await handle.close();
