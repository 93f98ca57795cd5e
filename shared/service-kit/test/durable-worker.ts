// A consumer in its own process, for durable-work.test.ts: it takes jobs of `kill-test`, counts each effect
// under the job's idempotency key, and (when told to) hangs in the middle of the job so the test can SIGKILL it.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db';
import { startJobQueue } from '../src/job-queue';

const [url, mode] = process.argv.slice(2) as [string, 'hang' | 'finish'];
const handle = await openDatabase({ url, max: 4 });
const log = { error: (o: object, m: string) => console.error(m, o), warn: (o: object, m: string) => console.error(m, o) };
const jobs = await startJobQueue({ db: handle.db, log, maintenanceIntervalSeconds: 1 });
await jobs.work<{ n: number }>('kill-test', async ({ key, data }) => {
  // The effect and its key commit together: a second attempt of the same job adds nothing.
  await handle.db.execute(sql`insert into effects (key, n) values (${key}, ${data.n}) on conflict (key) do nothing`);
  if (mode === 'hang') {
    console.log('IN_PROGRESS');
    await new Promise(() => { /* killed here */ });
  }
}, { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1 });
console.log('READY');
