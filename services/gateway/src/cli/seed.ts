import { openAndMigrate, seedAll } from '../database';
import { readGatewayEnv } from '../env';

const env = readGatewayEnv();
const handle = await openAndMigrate({ url: env.DATABASE_URL });
const seeded = await seedAll(handle);
console.log(seeded.length ? `Seeded: ${seeded.join(', ')}` : 'Every service already had data: nothing seeded.');
await handle.close();
