import { openAndMigrate } from '../database';
import { readGatewayEnv } from '../env';

const env = readGatewayEnv();
const handle = await openAndMigrate({ url: env.DATABASE_URL });
console.log(`Migrated every service schema (${handle.kind}).`);
await handle.close();
