import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@vendange/service-kit';
import { openTestDatabase } from '@vendange/service-kit/testing';
import { buildGateway } from '../src/app';
import { migrateAll, seedAll } from '../src/database';
import { readGatewayEnv } from '../src/env';

export interface Harness {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** A session token for a demo account. */
  tokenOf(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The whole API as the gateway serves it in embedded mode, on a fresh seeded database. */
export async function startHarness(kind: 'postgres' | 'pglite'): Promise<Harness> {
  const handle = await openTestDatabase(kind);
  const migrated = await migrateAll(handle);
  await seedAll(migrated);
  const app = await buildGateway({ env: readGatewayEnv({}), db: handle.db, serveStatic: false });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app, handle,
    async tokenOf(email) {
      const hit = tokens.get(email);
      if (hit) return hit;
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Vendange2026' } });
      const jwt = res.json<{ jwt: string }>().jwt;
      tokens.set(email, jwt);
      return jwt;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
