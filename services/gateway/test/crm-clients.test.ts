import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientImportRevertRefused, crmClientMessages as cm, type ClientFile, type ClientImport, type CrmClient, type CrmClientDetail, type SaleDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OTHER_OWNER = 'owner2@vendange.test';
const STAFF = 'staff@vendange.test';
/** The demo agent (Marc Durand, user 4) of shop 1, given Cave du Vieux Port (client 1) by the seed, not La Treille (client 2). */
const AGENT = 'agent@vendange.test';
const AGENT_ID = 4;
/** What an agent reads for a line doubling a client of the file not given to them (crm's client-import-lines.ts). */
const notYoursDuplicate = 'Déjà dans le fichier du domaine, sans vous être confié : demandez au producteur de vous le confier.';
/** Valid SIRETs (Luhn key) of made-up establishments. */
const SIRET_A = '44392119900016';
const SIRET_B = '51789035200019';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Issue 20 (clients): the CRM's clients, their page, list, CSV, import, merge, and buyers made clients by their orders. */
describe.each(kinds)('crm clients (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: Method, url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: Method, url: string, payload?: object, status = 200, email = OWNER) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const refused = async (method: Method, url: string, payload: object | undefined, status: number, email = OWNER) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ message: string }>().message;
  };
  const setStaff = async (authorizations: Record<string, boolean>) => {
    const res = await call('PUT', '/v1/collaborators/3', { authorizations });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('adds a professional client with a SIRET (siren and nic filled), a contact and a consent dated today; edits it', async () => {
    const created = await ok<CrmClientDetail>('POST', '/v1/clients', {
      shopId: 1, isPro: true, businessName: 'Cave des Remparts', siret: '443 921 199 00016', vatNumber: 'fr 44 443921199', email: 'Achats@Remparts.test',
      phone: '06 11 22 33 44', typology: 'caviste', tags: ['caviste', 'salon 2026'], marketingConsent: true,
      deliveryAddress: { firstname: 'Anne', lastname: 'Roux', street: '3 rue des Remparts', zipcode: '84000', city: 'Avignon', country: 'FR' },
      contacts: [{ civility: 'mrs', firstname: 'Anne', lastname: 'Roux', role: 'Acheteuse', email: 'anne@remparts.test' }],
    }, 201);
    expect(created).toMatchObject({
      name: 'Cave des Remparts', isPro: true, pipe: 'client', siret: SIRET_A, siren: '443921199', nic: '00016', vatNumber: 'FR44443921199',
      email: 'achats@remparts.test', phone: '+33611223344', city: 'Avignon', department: '84', tags: ['caviste', 'salon 2026'], marketingConsent: true, source: 'staff',
    });
    expect(created.marketingConsentAt).not.toBeNull();
    expect(created.contacts.map((c) => [c.lastname, c.role])).toEqual([['Roux', 'Acheteuse']]);

    const edited = await ok<CrmClientDetail>('PUT', `/v1/clients/${created.id}`, {
      shopId: 1, isPro: true, businessName: 'Cave des Remparts SARL', siren: '443921199', nic: '00016', email: 'achats@remparts.test', tags: ['caviste'], marketingConsent: true,
    });
    expect(edited).toMatchObject({ name: 'Cave des Remparts SARL', siret: SIRET_A, marketingConsentAt: created.marketingConsentAt });
    const withdrawn = await ok<CrmClientDetail>('PUT', `/v1/clients/${created.id}`, { shopId: 1, isPro: true, businessName: 'Cave des Remparts SARL', siret: SIRET_A, email: 'achats@remparts.test', marketingConsent: false });
    expect(withdrawn.marketingConsentAt).toBeNull();
  });

  it('refuses bad input in French and keeps the file free of doubles', async () => {
    // The message, with the field it is about in brackets (the API's 400 names it).
    const bad = async (body: object) => (await refused('POST', '/v1/clients', { shopId: 1, ...body }, 400)).replace(/ \(\w+\)$/, '');
    expect(await bad({ isPro: false })).toBe(cm.lastnameNeeded);
    expect(await bad({ isPro: true })).toBe(cm.businessNeeded);
    expect(await bad({ isPro: true, businessName: 'X', siret: '123' })).toBe('Le SIRET doit faire 14 chiffres (ou SIREN 9 chiffres et NIC 5 chiffres)');
    expect(await bad({ isPro: true, businessName: 'X', siret: '44392119900017' })).toBe(cm.siretLuhn);
    expect(await bad({ lastname: 'Y', email: 'pas-un-mail' })).toBe('Le mail est incorrect');
    expect(await bad({ lastname: 'Y', phone: '01 23 45 67 89' })).toBe("Ce numéro n'est pas valide");
    expect(await bad({ lastname: 'Y', vatNumber: '123' })).toBe(cm.vat);
    expect(await bad({ lastname: 'Y', typology: 'inconnu' })).toBe(cm.unknownTypology);
    expect(await refused('POST', '/v1/clients', { shopId: 1, isPro: true, businessName: 'Copie', siret: SIRET_A }, 409)).toBe(cm.duplicateSiret);
    expect(await refused('POST', '/v1/clients', { shopId: 1, lastname: 'Copie', email: 'ACHATS@remparts.test' }, 409)).toBe(cm.duplicateEmail);
  });

  it("refuses who may not: a collaborator without createClient writes nothing, another shop's owner sees nothing", async () => {
    const mine = await ok<CrmClientDetail>('POST', '/v1/clients', { shopId: 1, lastname: 'Privée', firstname: 'Marie' }, 201);
    try {
      await setStaff({ seeAllClient: true, createClient: false });
      expect((await call('GET', `/v1/clients?shopId=1`, undefined, STAFF)).statusCode).toBe(200);
      expect((await call('POST', '/v1/clients', { shopId: 1, lastname: 'Non' }, STAFF)).statusCode).toBe(403);
      expect((await call('POST', `/v1/clients/${mine.id}/notes`, { shopId: 1, body: 'Non' }, STAFF)).statusCode).toBe(403);
      await setStaff({ seeAllClient: false, createClient: false });
      expect((await call('GET', `/v1/clients?shopId=1`, undefined, STAFF)).statusCode).toBe(403);
      expect((await call('GET', `/v1/clients/${mine.id}?shopId=1`, undefined, STAFF)).statusCode).toBe(403);
    } finally {
      await setStaff({ seeAllClient: true, createClient: true, seeAllProduct: true, seeAllStock: true });
    }
    expect((await call('GET', `/v1/clients/${mine.id}?shopId=1`, undefined, OTHER_OWNER)).statusCode).toBe(403);
    expect(await refused('GET', `/v1/clients/${mine.id}?shopId=2`, undefined, 404, OTHER_OWNER)).toBe(cm.notFound);
    expect((await call('PUT', `/v1/clients/${mine.id}`, { shopId: 2, lastname: 'Volé' }, OTHER_OWNER)).statusCode).toBe(404);
    expect((await call('POST', '/v1/clients/merge', { shopId: 2, keepId: 4, mergeId: mine.id }, OTHER_OWNER)).statusCode).toBe(404);
    const theirs = await ok<{ items: CrmClient[] }>('GET', '/v1/clients?shopId=2&limit=100', undefined, 200, OTHER_OWNER);
    expect(theirs.items.map((c) => c.id)).not.toContain(mine.id);
  });

  it("makes a buyer's web orders a client of the shop once, and shows the orders on the client's page", async () => {
    // A new buyer account: the demo buyer is already the demo client 3.
    const email = `sarah-${Date.now()}@example.test`;
    const reg = await h.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { kind: 'buyer', firstname: 'Sarah', lastname: 'Morel', email, password: 'Secret1', cgu: true } });
    expect(reg.statusCode, reg.body).toBe(201);
    const buyer = `Bearer ${reg.json<{ jwt: string }>().jwt}`;
    const [user] = (await h.handle.db.execute(sql`select id from identity.users where email = ${email}`)) as unknown as { id: number }[];
    const order = async () => {
      const res = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: { authorization: buyer }, payload: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<SaleDetail>();
    };
    const first = await order();
    const second = await order();
    await h.settle();
    const clientsOf = async () => (await h.handle.db.execute(sql`select id, source, email from crm.clients where shop_id = 1 and user_id = ${user!.id}`)) as unknown as { id: number; source: string; email: string }[];
    const made = await clientsOf();
    expect(made).toEqual([{ id: made[0]!.id, source: 'order', email }]);
    // The job delivered again (a retry): still one client.
    await h.handle.db.execute(sql`insert into orders.outbox (queue, data) values ('orders.crm-client', ${JSON.stringify({ orderId: first.id })}::jsonb)`);
    await h.settle();
    expect(await clientsOf()).toHaveLength(1);

    const page = await ok<ClientFile>('GET', `/v1/clients/${made[0]!.id}?shopId=1`);
    expect(page.client).toMatchObject({ name: 'Sarah Morel', userId: user!.id });
    expect(page.documents?.orders.map((o) => o.reference).sort()).toEqual([first.reference, second.reference].sort());
    expect(page.timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['order', 'created']));
  });

  it('lists with search (name, e-mail, business, SIRET), filters, sort and pages, and exports the filtered list as a French CSV', async () => {
    const add = (body: object) => ok<CrmClientDetail>('POST', '/v1/clients', { shopId: 1, ...body }, 201);
    await add({ isPro: true, businessName: 'Bistrot Zéphyr', siret: SIRET_B, tags: ['chr'], pipe: 'prospect', typology: 'chr' });
    await add({ lastname: 'Zola', firstname: 'Émile', email: 'emile@zola.test', marketingConsent: true, tags: ['fidèle'] });
    const list = (q: string) => ok<{ items: CrmClient[]; total: number }>('GET', `/v1/clients?shopId=1&${q}`);
    expect((await list(`search=${SIRET_B.slice(0, 9)}`)).items.map((c) => c.name)).toEqual(['Bistrot Zéphyr']);
    expect((await list('search=zola.test')).items.map((c) => c.name)).toEqual(['Émile Zola']);
    expect((await list('pipe=prospect')).items.map((c) => c.name)).toContain('Bistrot Zéphyr');
    expect((await list('pipe=prospect')).items.every((c) => c.pipe === 'prospect')).toBe(true);
    expect((await list('tag=chr&isPro=true')).items.map((c) => c.name)).toEqual(['Bistrot Zéphyr']);
    expect((await list('consent=true')).items.every((c) => c.marketingConsent)).toBe(true);
    expect((await list('typology=chr')).items.every((c) => c.typology === 'chr')).toBe(true);
    const all = await list('limit=100&sort=name');
    const names = all.items.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const reversed = await list('limit=100&sort=-name');
    expect(reversed.items[0]!.name).toBe(all.items[all.items.length - 1]!.name);
    const p1 = await list('limit=2&page=1');
    const p2 = await list('limit=2&page=2');
    expect(p1.total).toBe(all.total);
    expect(p2.items[0]!.id).toBe(all.items[2]!.id);
    expect(await refused('GET', '/v1/clients?shopId=1&sort=couleur', undefined, 400)).toBeTruthy();

    const csv = await call('GET', '/v1/clients/export.csv?shopId=1&tag=chr');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="clients-');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]!.startsWith('Type;Civilité;Prénom;Nom;Raison sociale;SIRET')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(';')[4])).toEqual(['Bistrot Zéphyr']);
    expect(lines[1]).toContain(`;${SIRET_B};`);
  });

  it('previews an import with a bad line and a duplicate, then creates the other lines once', async () => {
    const content = [
      'Type;Nom;Prénom;Raison sociale;SIRET;E-mail;Code postal;Ville;Adresse',
      `pro;;;Domaine Import;${SIRET_A};;;;`, // SIRET of Cave des Remparts: a duplicate
      'particulier;Import;Paul;;;paul@import.test;69003;Lyon;2 rue de Lyon',
      'particulier;Mauvais;;;;pas-un-mail;;;',
      'pro;;;Cave Nouvelle;;nouvelle@import.test;;;',
    ].join('\n');
    const preview = await ok<ClientImport>('POST', '/v1/clients/imports', { shopId: 1, fileName: 'clients.csv', content }, 201);
    expect(preview).toMatchObject({ status: 'pending', totalLines: 4 });
    expect(preview.errors).toEqual([{ line: 4, column: 'email', message: 'Le mail est incorrect' }]);
    expect(preview.duplicates).toEqual([expect.objectContaining({ line: 2, reason: `Déjà client (même SIRET ${SIRET_A})` })]);
    expect(await refused('POST', `/v1/clients/imports/${preview.id}/confirm`, { shopId: 1 }, 409)).toMatch(/lignes en erreur/);

    const fixed = await ok<ClientImport>('POST', '/v1/clients/imports', { shopId: 1, fileName: 'clients.csv', content: content.split('\n').filter((l) => !l.includes('Mauvais')).join('\n') }, 201);
    expect(fixed.errors).toEqual([]);
    const done = await ok<ClientImport>('POST', `/v1/clients/imports/${fixed.id}/confirm`, { shopId: 1 });
    expect(done).toMatchObject({ status: 'completed', createdCount: 2 });
    const again = await ok<ClientImport>('POST', `/v1/clients/imports/${fixed.id}/confirm`, { shopId: 1 });
    expect(again.createdCount).toBe(2);
    const found = await ok<{ items: CrmClient[] }>('GET', '/v1/clients?shopId=1&search=import.test');
    expect(found.items.map((c) => [c.name, c.source, c.department])).toEqual([['Cave Nouvelle', 'import', null], ['Paul Import', 'import', '69']]);
    expect((await call('GET', `/v1/clients/imports/${fixed.id}?shopId=2`, undefined, OTHER_OWNER)).statusCode).toBe(404);
  });

  it('reverts a completed import: refused while a created client has a document, then its clients removed; twice is once', async () => {
    const stamp = Date.now();
    const content = ['nom;prenom;email', `Revert;Anne;anne-${stamp}@revert.test`, `Revert;Luc;luc-${stamp}@revert.test`].join('\n');
    const pending = await ok<ClientImport>('POST', '/v1/clients/imports', { shopId: 1, fileName: 'revert.csv', content }, 201);
    expect(await refused('POST', `/v1/clients/imports/${pending.id}/revert`, { shopId: 1 }, 409)).toBe(cm.importNotRevertible);
    const done = await ok<ClientImport>('POST', `/v1/clients/imports/${pending.id}/confirm`, { shopId: 1 });
    expect(done.createdCount).toBe(2);
    const created = async () => (await ok<{ items: CrmClient[] }>('GET', `/v1/clients?shopId=1&search=${stamp}@revert.test`)).items;
    const [anne] = (await created()).filter((c) => c.firstname === 'Anne');
    // A sale entered for one of them: the import can no longer be undone.
    const sale = await ok<SaleDetail>('POST', '/v1/orders/staff', { shopId: 1, kind: 'order', clientId: anne!.id, lines: [{ productId: 3, quantity: 1 }] }, 201);
    expect(await refused('POST', `/v1/clients/imports/${done.id}/revert`, { shopId: 1 }, 409)).toBe(clientImportRevertRefused(1));
    expect(await created()).toHaveLength(2);
    // Another shop's owner cannot undo it.
    expect((await call('POST', `/v1/clients/imports/${done.id}/revert`, { shopId: 2 }, OTHER_OWNER)).statusCode).toBe(404);

    // The sale given to nobody (as if it had been entered for someone else): nothing holds the import any more.
    await h.handle.db.execute(sql`update orders.orders set client_id = null where id = ${sale.id}`);
    await ok('POST', `/v1/clients/${anne!.id}/contacts`, { shopId: 1, lastname: 'Assistant' }, 201);
    const reverted = await ok<ClientImport>('POST', `/v1/clients/imports/${done.id}/revert`, { shopId: 1 });
    expect(reverted.status).toBe('reverted');
    expect(await created()).toEqual([]);
    expect((await call('GET', `/v1/clients/${anne!.id}?shopId=1`)).statusCode).toBe(404);
    expect((await ok<ClientImport>('POST', `/v1/clients/imports/${done.id}/revert`, { shopId: 1 })).status).toBe('reverted');
  });

  it("an agent's import: the clients it creates are theirs, its duplicates name only their clients, and only their imports are theirs", async () => {
    const stamp = Date.now();
    const ownerImport = await ok<ClientImport>('POST', '/v1/clients/imports', { shopId: 1, fileName: 'owner.csv', content: `nom;email\nPatron;patron-${stamp}@import.test` }, 201);
    const content = [
      'raison_sociale;email',
      'Vieux Port (copie);cave@vieuxport.test', // client 1, given to the agent
      'Treille bis;contact@latreille.test', // client 2, not theirs
      `Cave Agent;agent-${stamp}@import.test`,
    ].join('\n');
    const res = await call('POST', '/v1/clients/imports', { shopId: 1, fileName: 'tournee.csv', content }, AGENT);
    expect(res.statusCode, res.body).toBe(201);
    // No other client's name nor id leaks: the line is left out with a reason that names nobody.
    expect(res.body).not.toContain('La Treille');
    const preview = res.json<ClientImport>();
    expect(preview.duplicates).toEqual([
      { line: 2, clientId: 1, otherLine: null, reason: 'Déjà client (même e-mail cave@vieuxport.test)' },
      { line: 3, clientId: null, otherLine: null, reason: notYoursDuplicate },
    ]);
    // Only their own imports: the owner's is not in their list, nor theirs to open, confirm or undo.
    const mine = await ok<{ items: ClientImport[] }>('GET', '/v1/clients/imports?shopId=1', undefined, 200, AGENT);
    expect(mine.items.map((i) => i.id)).toContain(preview.id);
    expect(mine.items.map((i) => i.id)).not.toContain(ownerImport.id);
    expect(await refused('GET', `/v1/clients/imports/${ownerImport.id}?shopId=1`, undefined, 404, AGENT)).toMatch(/n’existe pas/);
    expect(await refused('POST', `/v1/clients/imports/${ownerImport.id}/confirm`, { shopId: 1 }, 404, AGENT)).toMatch(/n’existe pas/);
    expect(await refused('POST', `/v1/clients/imports/${ownerImport.id}/revert`, { shopId: 1 }, 404, AGENT)).toMatch(/n’existe pas/);
    // The owner sees every import, the agent's too.
    expect((await ok<{ items: ClientImport[] }>('GET', '/v1/clients/imports?shopId=1')).items.map((i) => i.id)).toEqual(expect.arrayContaining([preview.id, ownerImport.id]));

    const done = await ok<ClientImport>('POST', `/v1/clients/imports/${preview.id}/confirm`, { shopId: 1 }, 200, AGENT);
    expect(done).toMatchObject({ status: 'completed', createdCount: 1 });
    const theirs = await ok<{ items: CrmClient[] }>('GET', `/v1/clients?shopId=1&search=agent-${stamp}`, undefined, 200, AGENT);
    expect(theirs.items.map((c) => c.name)).toEqual(['Cave Agent']);
    const coverage = await ok<{ items: { agentId: number; agentName: string }[] }>('GET', `/v1/clients/coverage?shopId=1&clientId=${theirs.items[0]!.id}`);
    expect(coverage.items).toEqual([expect.objectContaining({ agentId: AGENT_ID, agentName: 'Marc Durand' })]);
    // The owner's import confirmed by the owner gives its clients to no agent.
    await ok<ClientImport>('POST', `/v1/clients/imports/${ownerImport.id}/confirm`, { shopId: 1 });
    const patron = (await ok<{ items: CrmClient[] }>('GET', `/v1/clients?shopId=1&search=patron-${stamp}`)).items[0]!;
    expect((await ok<{ items: unknown[] }>('GET', `/v1/clients/coverage?shopId=1&clientId=${patron.id}`)).items).toEqual([]);

    // An agent's import left pending and confirmed by the owner: its clients are still the agent's.
    const pending = await ok<ClientImport>('POST', '/v1/clients/imports', { shopId: 1, fileName: 'suite.csv', content: `nom;email\nSuite;suite-${stamp}@import.test` }, 201, AGENT);
    await ok<ClientImport>('POST', `/v1/clients/imports/${pending.id}/confirm`, { shopId: 1 });
    expect((await ok<{ items: CrmClient[] }>('GET', `/v1/clients?shopId=1&search=suite-${stamp}`, undefined, 200, AGENT)).items).toHaveLength(1);
    // The agent undoes their own import.
    expect((await ok<ClientImport>('POST', `/v1/clients/imports/${done.id}/revert`, { shopId: 1 }, 200, AGENT)).status).toBe('reverted');
    expect((await ok<{ items: CrmClient[] }>('GET', `/v1/clients?shopId=1&search=agent-${stamp}`, undefined, 200, AGENT)).items).toEqual([]);
  });

  it("merges two clients: contacts, notes and tags go to the kept one, the orders' documents are re-pointed, the merged one leaves the list; twice is once", async () => {
    const kept = await ok<CrmClientDetail>('POST', '/v1/clients', { shopId: 1, isPro: true, businessName: 'Maison Fusion', tags: ['a'] }, 201);
    const other = await ok<CrmClientDetail>('POST', '/v1/clients', {
      shopId: 1, isPro: true, businessName: 'Maison Fusion (doublon)', email: 'fusion@merge.test', tags: ['b'], contacts: [{ lastname: 'Lefort' }],
    }, 201);
    await ok('POST', `/v1/clients/${other.id}/notes`, { shopId: 1, body: 'Appelé pour le salon' }, 201);
    expect(await refused('POST', `/v1/clients/${other.id}/notes`, { shopId: 1, body: '  ' }, 400)).toBe(`${cm.noteEmpty} (body)`);
    // A sale entered for the duplicate.
    const sale = await ok<SaleDetail>('POST', '/v1/orders/staff', { shopId: 1, kind: 'order', clientId: other.id, lines: [{ productId: 3, quantity: 6 }] }, 201);

    expect(await refused('POST', '/v1/clients/merge', { shopId: 1, keepId: kept.id, mergeId: kept.id }, 400)).toBe(cm.mergeSelf);
    const merged = await ok<{ alreadyMerged: boolean }>('POST', '/v1/clients/merge', { shopId: 1, keepId: kept.id, mergeId: other.id });
    expect(merged.alreadyMerged).toBe(false);
    expect((await ok<{ alreadyMerged: boolean }>('POST', '/v1/clients/merge', { shopId: 1, keepId: kept.id, mergeId: other.id })).alreadyMerged).toBe(true);
    await h.settle();

    const page = await ok<ClientFile>('GET', `/v1/clients/${kept.id}?shopId=1`);
    expect(page.client).toMatchObject({ email: 'fusion@merge.test', tags: ['a', 'b'] });
    expect(page.client.contacts.map((c) => c.lastname)).toEqual(['Lefort']);
    expect(page.timeline.filter((e) => e.kind === 'note').map((e) => e.body)).toEqual(['Appelé pour le salon']);
    expect(page.timeline.some((e) => e.kind === 'merged')).toBe(true);
    expect(page.documents?.orders.map((o) => o.id)).toContain(sale.id);
    const [row] = (await h.handle.db.execute(sql`select client_id, client_name from orders.orders where id = ${sale.id}`)) as unknown as { client_id: number; client_name: string }[];
    expect(row).toEqual({ client_id: kept.id, client_name: 'Maison Fusion' });
    const listed = await ok<{ items: CrmClient[] }>('GET', '/v1/clients?shopId=1&search=Fusion');
    expect(listed.items.map((c) => c.id)).toEqual([kept.id]);
    expect(await refused('PUT', `/v1/clients/${other.id}`, { shopId: 1, isPro: true, businessName: 'X' }, 409)).toBe(cm.merged);
  });

  it('keeps the internal read orders uses for a sale (grid, name, e-mail)', async () => {
    const sale = await ok<SaleDetail>('POST', '/v1/orders/staff/price', { shopId: 1, kind: 'order', clientId: 1, lines: [{ productId: 1, quantity: 6 }] });
    expect(sale).toMatchObject({ typology: 'caviste' });
  });
});
