import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccessSubject } from '@vendange/access';
import type { ShopModule } from '@vendange/contracts';
import { installAuth } from './auth';
import type { Db } from './db';
import type { InternalCall } from './internal';
import { setupService, type ServiceOptions } from './service-base';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const INTERNAL = 'internal-token-0123456789';
const subjects: Record<number, AccessSubject> = {
  1: { id: 1, role: 'owner', shops: [], ownedShopIds: [1] },
  5: { id: 5, role: 'buyer', shops: [], ownedShopIds: [] },
};

/** A service as the platform starts one, with identity and the shops service stood in for. */
function serviceOptions(activeModules: ShopModule[]): ServiceOptions {
  // Only the shops service's sales settings are asked for (modules of the acting shop).
  const internal = (async () => ({ activeModules })) as unknown as InternalCall;
  return {
    db: {} as Db, auth: { jwtSecret: SECRET, jwtExpiresIn: '1h' }, resolveAccess: async (id: number) => subjects[id] ?? null,
    internalToken: INTERNAL, internal, publicUrl: 'http://localhost', mailer: { send: async () => {} },
  } as unknown as ServiceOptions;
}

let app: FastifyInstance | undefined;
afterEach(async () => { await app?.close(); app = undefined; });

async function start(routes: FastifyPluginAsync, activeModules: ShopModule[] = ['crm']): Promise<FastifyInstance> {
  app = Fastify();
  // As the gateway and a service process do: JWT on the root, so that tokens are signed and read alike.
  await installAuth(app, { jwtSecret: SECRET, jwtExpiresIn: '1h' });
  const service: FastifyPluginAsync<ServiceOptions> = async (instance, options) => {
    await setupService(instance, options);
    await instance.register(routes);
  };
  await app.register(service, { prefix: '/v1', ...serviceOptions(activeModules) });
  await app.ready();
  return app;
}

const tokenOf = (server: FastifyInstance, sub: number) => server.jwt.sign({ sub: String(sub), role: subjects[sub]!.role, scope: 'user' });

describe('a service refuses to start on a route without an enforceable rule', () => {
  it('names the route that declares no config.access', async () => {
    await expect(start(async (r) => { r.get('/clients', async () => ({})); })).rejects.toThrow(/Route GET \/v1\/clients: it declares no access rule/);
  });

  it('names the route whose rule cannot be enforced', async () => {
    const bad = { permission: 'seeAllClient' } as never;
    await expect(start(async (r) => { r.get('/clients', { config: { access: bad } }, async () => ({})); })).rejects.toThrow(/\/v1\/clients: .*names no shop/);
  });

  it('leaves routes outside /v1 alone', async () => {
    app = Fastify();
    await app.register(async (instance) => {
      await setupService(instance, serviceOptions([]));
      instance.get('/health', async () => ({ ok: true }));
    });
    await expect(app.ready()).resolves.toBeDefined();
  });
});

describe('the access pre-handler', () => {
  const clientsRoute: FastifyPluginAsync = async (r) => {
    r.get('/clients', {
      config: { access: { permission: 'seeAllClient', shop: { query: 'shopId' }, module: 'crm' } },
      schema: { querystring: z.object({ shopId: z.coerce.number().int().optional() }) },
    }, async (request) => ({ shopId: request.access.shopId, userId: request.access.userId, owner: request.access.permissions.has('createCollaborator') }));
    r.get('/internal/ping', { config: { access: 'internal' } }, async () => ({ pong: true }));
    r.get('/me', { config: { access: 'user' } }, async (request) => ({ id: request.access.subject.id }));
  };

  it('hands the handler the acting shop, the user and the permissions held there', async () => {
    const server = await start(clientsRoute);
    const res = await server.inject({ url: '/v1/clients?shopId=1', headers: { authorization: `Bearer ${tokenOf(server, 1)}` } });
    expect(res.json()).toEqual({ shopId: 1, userId: 1, owner: true });
  });

  it('refuses before the handler: no token 401, another shop or a buyer 403, an unknown account 401', async () => {
    const server = await start(clientsRoute);
    expect((await server.inject({ url: '/v1/clients' })).statusCode).toBe(401);
    expect((await server.inject({ url: '/v1/clients?shopId=2', headers: { authorization: `Bearer ${tokenOf(server, 1)}` } })).statusCode).toBe(403);
    expect((await server.inject({ url: '/v1/clients', headers: { authorization: `Bearer ${tokenOf(server, 5)}` } })).statusCode).toBe(403);
    const ghost = server.jwt.sign({ sub: '77', role: 'owner', scope: 'user' });
    expect((await server.inject({ url: '/v1/me', headers: { authorization: `Bearer ${ghost}` } })).statusCode).toBe(401);
  });

  it('answers 403 MODULE_INACTIVE when the acting shop has the module off', async () => {
    const server = await start(clientsRoute, []);
    const res = await server.inject({ url: '/v1/clients', headers: { authorization: `Bearer ${tokenOf(server, 1)}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'MODULE_INACTIVE' });
  });

  it('opens internal routes to the shared secret only', async () => {
    const server = await start(clientsRoute);
    expect((await server.inject({ url: '/v1/internal/ping' })).statusCode).toBe(403);
    expect((await server.inject({ url: '/v1/internal/ping', headers: { 'x-internal-token': 'wrong-token-0123456789' } })).statusCode).toBe(403);
    expect((await server.inject({ url: '/v1/internal/ping', headers: { 'x-internal-token': INTERNAL } })).json()).toEqual({ pong: true });
  });
});
