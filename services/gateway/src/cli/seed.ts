import path from 'node:path';
import { openAndMigrate, seedAll } from '../database';
import { readGatewayEnv } from '../env';

const env = readGatewayEnv();
const handle = await openAndMigrate({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'embedded') });
const seeded = await seedAll(handle);
console.log(seeded.length ? `Seeded: ${seeded.join(', ')}` : 'Every service already had data: nothing seeded.');
await handle.close();
