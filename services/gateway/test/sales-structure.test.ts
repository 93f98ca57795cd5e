import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCoverage, ClientFile, ClientListPage, CrmClientDetail, RolePreset, SalesTeam } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER2 = 'owner2@vendange.test';
const AGENT = 'agent@vendange.test';
const STAFF = 'staff@vendange.test';
/** The demo agent (Marc Durand) of shop 1; the seed gives them Cave du Vieux Port (client 1). */
const AGENT_ID = 4;
const CAVISTE = 1;
const TREILLE = 2;

/** Issue 20: which clients an agent covers, the sales teams and the role presets (docs/decisions/sales-structure.md). */
describe.each(kinds)('agents’ clients, sales structure and role presets (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = OWNER, status = 200) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json<T>() : null) as T;
  };
  const status = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = OWNER) => (await call(method, url, payload, email)).statusCode;
  const agentClients = async (query = '') => (await ok<ClientListPage>('GET', `/v1/clients?limit=100${query}`, undefined, AGENT)).items.map((c) => c.id).sort((a, b) => a - b);

  it('an agent lists and reads only the clients given to them, and the producer gives and takes them back', async () => {
    expect(await agentClients()).toEqual([CAVISTE]);
    expect(await status('GET', `/v1/clients/${TREILLE}?shopId=1`, undefined, AGENT)).toBe(404);
    expect(await status('GET', `/v1/clients/${TREILLE}`, undefined, AGENT)).toBe(404);
    expect((await ok<ClientFile>('GET', `/v1/clients/${CAVISTE}`, undefined, AGENT)).client.name).toBe('Cave du Vieux Port');
    // The owner still sees the whole file.
    expect((await ok<ClientListPage>('GET', '/v1/clients?shopId=1&limit=100')).items.map((c) => c.id)).toEqual(expect.arrayContaining([CAVISTE, TREILLE]));

    expect(await ok<{ created: boolean }>('POST', '/v1/clients/coverage', { shopId: 1, clientId: TREILLE, agentId: AGENT_ID }, OWNER, 201)).toEqual({ created: true });
    expect(await ok<{ created: boolean }>('POST', '/v1/clients/coverage', { shopId: 1, clientId: TREILLE, agentId: AGENT_ID })).toEqual({ created: false });
    expect(await agentClients()).toEqual([CAVISTE, TREILLE]);
    expect((await ok<ClientFile>('GET', `/v1/clients/${TREILLE}?shopId=1`, undefined, AGENT)).client.id).toBe(TREILLE);
    const byClient = await ok<{ items: ClientCoverage[] }>('GET', `/v1/clients/coverage?shopId=1&clientId=${TREILLE}`);
    expect(byClient.items).toEqual([{ clientId: TREILLE, clientName: 'Restaurant La Treille', agentId: AGENT_ID, agentName: 'Marc Durand' }]);

    await ok('DELETE', `/v1/clients/coverage?shopId=1&clientId=${TREILLE}&agentId=${AGENT_ID}`, undefined, OWNER, 204);
    expect(await agentClients()).toEqual([CAVISTE]);
    // The CSV export is narrowed the same way.
    const csv = await call('GET', '/v1/clients/export.csv', undefined, AGENT);
    expect(csv.body).toContain('Cave du Vieux Port');
    expect(csv.body).not.toContain('Restaurant La Treille');
  });

  it('an agent writes only on their clients, and a client they create is theirs', async () => {
    expect(await status('PUT', `/v1/clients/${TREILLE}`, { shopId: 1, isPro: true, businessName: 'Restaurant La Treille' }, AGENT)).toBe(404);
    expect(await status('POST', `/v1/clients/${TREILLE}/notes`, { shopId: 1, body: 'Passé le voir' }, AGENT)).toBe(404);
    expect(await status('POST', '/v1/clients/merge', { shopId: 1, keepId: CAVISTE, mergeId: TREILLE }, AGENT)).toBe(404);
    expect(await status('POST', `/v1/clients/${CAVISTE}/notes`, { shopId: 1, body: 'Dégustation prévue' }, AGENT)).toBe(201);
    const mine = await ok<CrmClientDetail>('POST', '/v1/clients', { shopId: 1, isPro: true, businessName: `Bar à vins ${Date.now()}` }, AGENT, 201);
    expect(await agentClients()).toEqual([CAVISTE, mine.id]);
  });

  it('an agent’s quotes and orders name only a client given to them', async () => {
    const sale = (clientId: number) => ({ shopId: 1, kind: 'quote', clientId, lines: [{ productId: 3, quantity: 1 }] });
    const refused = await call('POST', '/v1/quotes', sale(TREILLE), AGENT);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('ne vous est pas confié');
    expect(await status('POST', '/v1/orders/staff/price', sale(TREILLE), AGENT)).toBe(400);
    expect(await status('POST', '/v1/quotes', sale(CAVISTE), AGENT)).toBe(201);
    // Staff are not narrowed: the owner quotes any client of the file.
    expect(await status('POST', '/v1/quotes', sale(TREILLE), OWNER)).toBe(201);
  });

  it('only the producer gives clients: agents, the collaborator without createAgent and another shop are refused', async () => {
    const body = { shopId: 1, clientId: TREILLE, agentId: AGENT_ID };
    expect(await status('POST', '/v1/clients/coverage', body, AGENT)).toBe(403);
    expect(await status('POST', '/v1/clients/coverage', body, STAFF)).toBe(403);
    expect(await status('POST', '/v1/clients/coverage', body, OWNER2)).toBe(403);
    // Shop 2's client, or a user who is not the shop's agent, cannot be given.
    expect(await status('POST', '/v1/clients/coverage', { shopId: 1, clientId: 4, agentId: AGENT_ID })).toBe(404);
    const notAgent = await call('POST', '/v1/clients/coverage', { shopId: 1, clientId: TREILLE, agentId: 3 });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json<{ message: string }>().message).toContain('ne travaille pas');
    expect(await agentClients()).not.toContain(TREILLE);
  });

  it('a team gathers collaborators and agents under a manager, reports to another, and shows the clients its agents cover', async () => {
    const top = await ok<SalesTeam>('POST', '/v1/sales-teams', { shopId: 1, name: 'France', managerId: 1, members: [{ userId: 1, kind: 'collaborator' }] }, OWNER, 201);
    const south = await ok<SalesTeam>('POST', '/v1/sales-teams', {
      shopId: 1, name: 'Sud-Est', departments: ['13', '84', '2a'], managerId: 3, parentId: top.id,
      members: [{ userId: 3, kind: 'collaborator' }, { userId: AGENT_ID, kind: 'agent' }],
    }, OWNER, 201);
    expect(south).toMatchObject({ departments: ['13', '84', '2A'], managerName: 'Léa Petit', parentId: top.id });
    expect(south.clients).toContainEqual({ id: CAVISTE, name: 'Cave du Vieux Port' });
    expect(south.clients.map((c) => c.id)).not.toContain(TREILLE);
    expect(south.members.map((m) => [m.name, m.kind])).toEqual([['Léa Petit', 'collaborator'], ['Marc Durand', 'agent']]);
    const list = await ok<{ items: SalesTeam[] }>('GET', '/v1/sales-teams?shopId=1');
    expect(list.items.map((t) => t.name)).toEqual(['France', 'Sud-Est']);

    const loop = await call('PUT', `/v1/sales-teams/${top.id}`, { shopId: 1, name: 'France', parentId: south.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json<{ message: string }>().message).toContain('dépendre d’elle-même');
    expect(await status('POST', '/v1/sales-teams', { shopId: 1, name: 'france' })).toBe(409);
    expect(await status('POST', '/v1/sales-teams', { shopId: 1, name: 'Export', members: [{ userId: 5, kind: 'collaborator' }] })).toBe(400);
    expect(await status('POST', '/v1/sales-teams', { shopId: 1, name: 'Export', departments: ['99'] })).toBe(400);
    // Reading needs accessCollaborator, changing createCollaborator; another shop sees none of it.
    expect(await status('GET', '/v1/sales-teams?shopId=1', undefined, STAFF)).toBe(403);
    expect(await status('GET', '/v1/sales-teams?shopId=1', undefined, AGENT)).toBe(403);
    expect((await ok<{ items: SalesTeam[] }>('GET', '/v1/sales-teams', undefined, OWNER2)).items).toEqual([]);
    expect(await status('DELETE', `/v1/sales-teams/${top.id}?shopId=2`, undefined, OWNER2)).toBe(404);

    await ok('DELETE', `/v1/sales-teams/${top.id}?shopId=1`, undefined, OWNER, 204);
    expect((await ok<{ items: SalesTeam[] }>('GET', '/v1/sales-teams?shopId=1')).items.map((t) => [t.name, t.parentId])).toEqual([['Sud-Est', null]]);
  });

  it('role presets: the defaults first, then the producer’s own, applied as a collaborator’s switches', async () => {
    const first = await ok<{ items: RolePreset[] }>('GET', '/v1/collaborators/presets?shopId=1');
    expect(first.items.map((p) => p.name)).toEqual(['Caviste / boutique', 'Commercial', 'Comptable', 'Logistique']);
    expect((await ok<{ items: RolePreset[] }>('GET', '/v1/collaborators/presets?shopId=1')).items).toHaveLength(4);
    const made = await ok<RolePreset>('POST', '/v1/collaborators/presets', { shopId: 1, name: 'Salon', permissions: ['seeAllClient', 'createQuote', 'seeAllClient'] }, OWNER, 201);
    expect(made.permissions).toEqual(['seeAllClient', 'createQuote']);
    expect(await status('POST', '/v1/collaborators/presets', { shopId: 1, name: 'salon', permissions: [] })).toBe(409);
    const edited = await ok<RolePreset>('PUT', `/v1/collaborators/presets/${made.id}`, { shopId: 1, name: 'Salon des vins', permissions: ['seeAllClient'] });
    expect(edited).toEqual({ id: made.id, name: 'Salon des vins', permissions: ['seeAllClient'] });
    expect(await status('PUT', `/v1/collaborators/presets/${made.id}`, { shopId: 2, name: 'Volé', permissions: [] }, OWNER2)).toBe(404);
    expect(await status('POST', '/v1/collaborators/presets', { shopId: 1, name: 'Intrus', permissions: [] }, STAFF)).toBe(403);
    expect((await ok<{ items: RolePreset[] }>('GET', '/v1/collaborators/presets', undefined, OWNER2)).items.map((p) => p.name)).not.toContain('Salon des vins');
    await ok('DELETE', `/v1/collaborators/presets/${made.id}?shopId=1`, undefined, OWNER, 204);
  });
});
