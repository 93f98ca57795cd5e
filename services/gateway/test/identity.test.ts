import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('identity: register, mailed links, rate limits, collaborators on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const post = (url: string, payload: object, token?: string, method: 'POST' | 'PUT' = 'POST') =>
    h.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const person = (email: string) => ({ firstname: 'Jean-Pierre', lastname: "D'Artagnan", email, password: 'Secret1', cgu: true });

  describe('register', () => {
    it('creates a buyer who is logged in at once and mailed a confirmation link', async () => {
      const res = await post('/v1/auth/register', { kind: 'buyer', ...person('New.Buyer@Example.test') });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.user).toMatchObject({ email: 'new.buyer@example.test', role: 'buyer', shops: [] });
      expect(body.user.cart).toEqual({ orders: [], lastUpdated: null, version: 0 });
      const me = await h.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${body.jwt}` } });
      expect(me.json().id).toBe(body.user.id);
      await h.settle(); // mails leave through the job queue
      const token = h.tokenMailedTo('new.buyer@example.test', '/auth/validate');
      const ok = await post('/v1/auth/validate', { token });
      expect(ok.json()).toEqual({ success: true, message: 'Votre adresse e-mail est confirmée.' });
      // Single use.
      const again = await post('/v1/auth/validate', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe("Ce lien n'est plus valide. Demandez-en un nouveau.");
    });

    it('links a buyer who registers from a branded page to that shop', async () => {
      const res = await post('/v1/auth/register', { kind: 'buyer', ...person('branded@example.test'), shopCode: 'coteaux' });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.shops).toEqual([{ id: 1, typology: null, blocked: false, authorizations: null }]);
      const unknown = await post('/v1/auth/register', { kind: 'buyer', ...person('lost@example.test'), shopCode: 'NOPE' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("Cette boutique n'existe pas.");
    });

    it('creates a seller with their shop, reachable by its code and URL name', async () => {
      const res = await post('/v1/auth/register', { kind: 'seller', ...person('vigneron@example.test'), phone: '06 12 34 56 78', shopName: 'Domaine des Côteaux' });
      expect(res.statusCode).toBe(201);
      const { user, jwt } = res.json();
      expect(user.role).toBe('owner');
      const shop = (await h.app.inject({ url: '/v1/shops/me', headers: { authorization: `Bearer ${jwt}` } })).json();
      expect(shop.ownerId).toBe(user.id);
      expect(shop.name).toBe('Domaine des Côteaux');
      // The demo shop already holds domaine-des-coteaux / DOMAINED is free: the new one gets the next free names.
      expect(shop.urlShop).toBe('domaine-des-coteaux-2');
      expect((await h.app.inject({ url: `/v1/shops/${shop.code}` })).json().id).toBe(shop.id);
      expect(shop.integration.shop.active).toBe(true);
    });

    it('never gives a shop a platform address: a shop named "Admin", "Cart", "Dashboard" or "1664" (an id) gets the next free one', async () => {
      for (const [i, name] of ['Admin', 'Cart', 'Dashboard', 'Help', 'Shops', '1664'].entries()) {
        const res = await post('/v1/auth/register', { kind: 'seller', ...person(`reserved${i}@example.test`), phone: '06 12 34 56 78', shopName: name });
        expect(res.statusCode, res.body).toBe(201);
        const shop = (await h.app.inject({ url: '/v1/shops/me', headers: { authorization: `Bearer ${res.json().jwt}` } })).json();
        expect(shop.urlShop).toBe(`${name.toLowerCase()}-2`);
      }
    });

    it('refuses a second account on the same e-mail (any case) with 409', async () => {
      const res = await post('/v1/auth/register', { kind: 'agent', ...person('OWNER@vendange.test'), phone: '+32 470 12 34 56' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Un compte existe déjà avec cette adresse e-mail/);
    });

    it.each([
      [{ password: 'secret' }, 'Doit contenir une majuscule et plus de 5 caractères'],
      [{ email: 'not-an-email' }, 'Le mail est incorrect'],
      [{ firstname: '' }, 'Ce champ ne peut pas être vide'],
      [{ cgu: false }, "Vous devez accepter les conditions générales d'utilisation."],
      [{ kind: 'agent', phone: '01 23 45 67 89' }, "Ce numéro n'est pas valide"],
      [{ kind: 'agent' }, 'Ce champ ne peut pas être vide'],
      [{ kind: 'seller', phone: '0612345678' }, 'Ce champ ne peut pas être vide'],
      [{ kind: 'admin' }, null],
    ])('answers %j with a 400 in French', async (patch, message) => {
      const res = await post('/v1/auth/register', { kind: 'buyer', ...person('bad-input@example.test'), ...patch });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      if (message) expect(body.message).toContain(message);
    });
  });

  describe('password reset', () => {
    it('mails a link that sets a new password once, and answers the same for unknown e-mails', async () => {
      await post('/v1/auth/register', { kind: 'buyer', ...person('forgetful@example.test') });
      const asked = await post('/v1/auth/resetpwd', { email: 'Forgetful@example.test' });
      const unknown = await post('/v1/auth/resetpwd', { email: 'nobody@example.test' });
      expect(asked.json()).toEqual(unknown.json());
      await h.settle();
      expect(h.mails().some((m) => m.to === 'nobody@example.test')).toBe(false);
      const token = h.tokenMailedTo('forgetful@example.test', '/auth/resetpwd');
      const weak = await post('/v1/auth/resetpwd', { token, password: 'short' }, undefined, 'PUT');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain('Doit contenir une majuscule');
      const done = await post('/v1/auth/resetpwd', { token, password: 'Nouveau1' }, undefined, 'PUT');
      expect(done.json()).toEqual({ success: true, message: 'Votre mot de passe est modifié. Vous pouvez vous connecter.' });
      expect((await post('/v1/auth/login', { email: 'forgetful@example.test', password: 'Secret1' })).statusCode).toBe(401);
      expect((await post('/v1/auth/login', { email: 'forgetful@example.test', password: 'Nouveau1' })).statusCode).toBe(200);
      expect((await post('/v1/auth/resetpwd', { token, password: 'Encore12' }, undefined, 'PUT')).statusCode).toBe(400);
      expect((await post('/v1/auth/resetpwd', { token: 'x'.repeat(43), password: 'Encore12' }, undefined, 'PUT')).statusCode).toBe(400);
    });
  });

  describe('login rate limit', () => {
    it('answers 429 with Retry-After after 5 failures on one account, whatever identifier names it', async () => {
      await post('/v1/auth/register', { kind: 'buyer', ...person('target@example.test') });
      for (let i = 0; i < 5; i += 1) {
        const ident = i % 2 ? { username: 'target@example.test' } : { email: 'target@example.test' };
        expect((await post('/v1/auth/login', { ...ident, password: `Wrong${i}` })).statusCode).toBe(401);
      }
      const blocked = await post('/v1/auth/login', { email: 'target@example.test', password: 'Secret1' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
      // Another account from the same address is not locked by it.
      expect((await post('/v1/auth/login', { email: 'buyer@vendange.test', password: 'Vendange2026' })).statusCode).toBe(200);
    });

    it('guesses from one address never lock the owner out: that address is blocked, the owner elsewhere logs in (slowed down, not refused)', async () => {
      await post('/v1/auth/register', { kind: 'buyer', ...person('producer-at-fair@example.test') });
      const login = (password: string, remoteAddress: string) => h.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'producer-at-fair@example.test', password }, remoteAddress });
      const attacker = [];
      for (let i = 0; i < 10; i += 1) attacker.push((await login(`Guess${i}`, '198.51.100.1')).statusCode);
      expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      // Five more guesses from elsewhere: the account has ten failures now, and its logins wait a little.
      for (let i = 0; i < 5; i += 1) expect((await login(`Other${i}`, '198.51.100.3')).statusCode).toBe(401);
      const started = Date.now();
      const owner = await login('Secret1', '198.51.100.2');
      expect(owner.statusCode, owner.body).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      // The attacker's address stays blocked for that account even after the owner's success.
      expect((await login('Secret1', '198.51.100.1')).statusCode).toBe(429);
    });
  });

  describe('collaborators', () => {
    it('the owner invites a collaborator who sets a password from the mail and gets exactly the rights granted', async () => {
      const owner = await h.tokenOf('owner@vendange.test');
      const created = await post('/v1/collaborators', { firstname: 'Inès', lastname: 'Caviste', email: 'ines@example.test', authorizations: { seeAllClient: true } }, owner);
      expect(created.statusCode).toBe(201);
      const collab = created.json();
      expect(collab).toMatchObject({ email: 'ines@example.test', blocked: false, emailValidated: false });
      expect(collab.authorizations.seeAllClient).toBe(true);
      expect(collab.authorizations.seeAllOrder).toBe(false);
      await h.settle();
      const token = h.tokenMailedTo('ines@example.test', '/auth/resetpwd');
      expect((await post('/v1/auth/resetpwd', { token, password: 'Caviste1' }, undefined, 'PUT')).statusCode).toBe(200);
      const ines = await h.tokenOf('ines@example.test', 'Caviste1');
      const asInes = (url: string) => h.app.inject({ url, headers: { authorization: `Bearer ${ines}` } });
      expect((await asInes('/v1/clients')).statusCode).toBe(200);
      expect((await asInes('/v1/orders')).statusCode).toBe(403);

      // The change takes effect on her next request.
      const granted = await post(`/v1/collaborators/${collab.id}`, { authorizations: { seeAllOrder: true } }, owner, 'PUT');
      expect(granted.json().authorizations).toMatchObject({ seeAllOrder: true, seeAllClient: true });
      expect((await asInes('/v1/orders')).statusCode).toBe(200);
      await post(`/v1/collaborators/${collab.id}`, { blocked: true }, owner, 'PUT');
      expect((await asInes('/v1/clients')).statusCode).toBe(403);
      expect((await asInes('/v1/shops/me')).statusCode).toBe(403);
      await post(`/v1/collaborators/${collab.id}`, { blocked: false }, owner, 'PUT');
      expect((await asInes('/v1/clients')).statusCode).toBe(200);

      const list = (await h.app.inject({ url: '/v1/collaborators?search=caviste', headers: { authorization: `Bearer ${owner}` } })).json();
      expect(list.items.map((c: { email: string }) => c.email)).toEqual(['ines@example.test']);
    });

    it('a collaborator cannot change their own rights nor grant what they lack', async () => {
      const owner = await h.tokenOf('owner@vendange.test');
      // staff (id 3) gets the right to manage collaborators, but not seeAllOrder.
      await post('/v1/collaborators/3', { authorizations: { accessCollaborator: true, createCollaborator: true } }, owner, 'PUT');
      const staff = await h.tokenOf('staff@vendange.test');
      const self = await post('/v1/collaborators/3', { authorizations: { seeAllOrder: true } }, staff, 'PUT');
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('Vous ne pouvez pas modifier vos propres droits.');
      const invite = await post('/v1/collaborators', { firstname: 'Paul', lastname: 'Stagiaire', email: 'paul@example.test', authorizations: { seeAllOrder: true } }, staff);
      expect(invite.statusCode).toBe(403);
      expect(invite.json().message).toBe('Vous ne pouvez pas accorder un droit que vous ne possédez pas.');
      const fine = await post('/v1/collaborators', { firstname: 'Paul', lastname: 'Stagiaire', email: 'paul@example.test', authorizations: { seeAllClient: true } }, staff);
      expect(fine.statusCode).toBe(201);
      await post('/v1/collaborators/3', { authorizations: { accessCollaborator: false, createCollaborator: false } }, owner, 'PUT');
      expect((await h.app.inject({ url: '/v1/collaborators', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(403);
    });

    it('the owner of another shop sees none of them, and cannot touch them', async () => {
      const owner2 = await h.tokenOf('owner2@vendange.test');
      const list = (await h.app.inject({ url: '/v1/collaborators', headers: { authorization: `Bearer ${owner2}` } })).json();
      expect(list.items.map((c: { email: string }) => c.email)).not.toContain('staff@vendange.test');
      expect((await h.app.inject({ url: '/v1/collaborators/3', headers: { authorization: `Bearer ${owner2}` } })).statusCode).toBe(404);
      expect((await post('/v1/collaborators/3', { blocked: true }, owner2, 'PUT')).statusCode).toBe(404);
      expect((await post('/v1/collaborators/3', { shopId: 1, blocked: true }, owner2, 'PUT')).statusCode).toBe(403);
    });
  });
});

describe('bad input to auth endpoints', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kinds[0]!); });
  afterAll(async () => { await h?.close(); });

  it.each([
    ['POST', '/v1/auth/login'], ['POST', '/v1/auth/register'], ['POST', '/v1/auth/validate'], ['POST', '/v1/auth/resetpwd'],
    ['PUT', '/v1/auth/resetpwd'], ['POST', '/v1/auth/master/choose'],
  ] as const)('%s %s answers missing, wrong-typed or garbage bodies with a 400 or 401 in French', async (method, url) => {
    for (const payload of ['{}', '{"email": 12, "token": [], "kind": "admin", "password": {}}', 'not json', '[]']) {
      const res = await h.app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } });
      expect([400, 401], `${url} ${payload}`).toContain(res.statusCode);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message, `${url} ${payload}`).not.toMatch(/\b(Invalid|expected|received|Unexpected|Body)\b/);
    }
  });
});
