import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAuth } from '@vendange/service-kit';
import { processDefinitions, proxyServices, replicasOf } from '../src/proxy';

describe('distributed mode: a service process that is down', () => {
  it('answers our JSON 503 in French on each of its prefixes, with Retry-After, never Fastify\'s English error', async () => {
    const app = Fastify();
    await installAuth(app, { jwtSecret: 'a-test-secret-of-at-least-thirty-two-chars', jwtExpiresIn: '1h' });
    // Port 9 (discard) has no listener here: every service is down.
    const urls = Object.fromEntries(processDefinitions().map((d) => [d.name, 'http://127.0.0.1:9']));
    await proxyServices(app, urls);
    try {
      for (const def of processDefinitions()) {
        const res = await app.inject({ method: 'GET', url: `${def.prefixes[0]}/1` });
        expect(res.statusCode, def.name).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Ce service est momentanément indisponible. Réessayez dans quelques instants.' });
      }
    } finally {
      await app.close();
    }
  });
});

describe('distributed mode: several processes of one service', () => {
  it('share its calls in turn (SERVICE_URL_X=url1,url2)', async () => {
    const replicas = await Promise.all(['first', 'second'].map(async (name) => {
      const replica = Fastify();
      replica.get('/v1/notifications-centers', async () => ({ name }));
      await replica.listen({ port: 0, host: '127.0.0.1' });
      return replica;
    }));
    const urls = { notifications: replicas.map((r) => `http://127.0.0.1:${(r.server.address() as { port: number }).port}`).join(',') };
    expect(replicasOf(urls, { name: 'notifications', port: 1 })).toHaveLength(2);
    expect(replicasOf({}, { name: 'notifications', port: 4007 })).toEqual(['http://127.0.0.1:4007']);
    const app = Fastify();
    await installAuth(app, { jwtSecret: 'a-test-secret-of-at-least-thirty-two-chars', jwtExpiresIn: '1h' });
    await proxyServices(app, urls);
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await app.inject({ url: '/v1/notifications-centers' })).json().name);
      expect(answers).toEqual(['first', 'second', 'first', 'second']);
    } finally {
      await app.close();
      for (const r of replicas) await r.close();
    }
  });
});
