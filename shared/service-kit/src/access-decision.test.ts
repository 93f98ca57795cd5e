import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import type { ShopModule } from '@vendange/contracts';
import { accessContext } from './access-context';
import { decideAccess, pickGrant, type AskedShop } from './access-decision';
import { ruleProblem, summarizeAccess, type AccessAlternative, type AnyOfRule } from './access-rule';

const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const staff: AccessSubject = {
  id: 3, role: 'iam', ownedShopIds: [],
  shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, createProduct: true, seeAllPrice: false } }],
};
const buyer: AccessSubject = { id: 5, role: 'buyer', ownedShopIds: [], shops: [{ id: 1, typology: 'particulier', blocked: false, authorizations: null }] };
const admin: AccessSubject = { id: 9, role: 'admin', ownedShopIds: [], shops: [] };

const none: AskedShop = () => undefined;
const asking = (shopId: number): AskedShop => () => shopId;
const allowed = (rule: AccessAlternative | AnyOfRule, subject: AccessSubject, asked: AskedShop = none) => decideAccess(rule, subject, asked).grants[0] ?? null;

describe('decideAccess: staff rules (spec point 6)', () => {
  const clients = { permission: 'seeAllClient', shop: { query: 'shopId' } } as const;

  it('acts on the shop asked, else on the default shop', () => {
    expect(allowed(clients, staff)?.shopId).toBe(1);
    expect(allowed(clients, staff, asking(1))?.shopId).toBe(1);
    expect(allowed(clients, owner, asking(1))?.shopId).toBe(1);
  });

  it('refuses another shop, a permission set false, buyers and admins', () => {
    expect(allowed(clients, staff, asking(2))).toBeNull();
    expect(allowed(clients, owner, asking(2))).toBeNull();
    expect(allowed({ permission: 'seeAllPrice', shop: 'default' }, staff)).toBeNull();
    expect(allowed(clients, buyer)).toBeNull();
    expect(allowed(clients, admin)).toBeNull();
    expect(decideAccess(clients, buyer, none).refusal).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it("lets a 'resource' rule through on holding the permission somewhere, without an acting shop", () => {
    const grant = allowed({ permission: 'createProduct', shop: 'resource' }, staff);
    expect(grant).toMatchObject({ shopId: null });
    expect(allowed({ permission: 'seeAllPrice', shop: 'resource' }, staff)).toBeNull();
  });

  it('carries the module of the rule with the acting shop', () => {
    expect(allowed({ ...clients, module: 'crm' }, staff)).toMatchObject({ shopId: 1, module: 'crm' });
  });
});

describe('decideAccess: owner, roles and alternatives', () => {
  it('owner rules take the owned shop and refuse collaborators whatever their rights', () => {
    expect(allowed({ owner: true }, owner)?.shopId).toBe(1);
    expect(allowed({ owner: true }, staff)).toBeNull();
  });

  it('role rules take the role only; an administrator with a shop link is refused', () => {
    expect(allowed({ role: 'buyer' }, buyer)).not.toBeNull();
    expect(allowed({ role: 'buyer' }, owner)).toBeNull();
    expect(allowed({ role: ['buyer', 'owner'] }, owner)).not.toBeNull();
    expect(allowed({ role: 'admin' }, admin)).not.toBeNull();
    expect(allowed({ role: 'admin' }, { ...admin, ownedShopIds: [1] })).toBeNull();
  });

  it('answers with the refusal a role rule names for that role', () => {
    const rule = { role: 'buyer', refusals: { owner: { code: 'BUYERS_ONLY', message: 'Réservé aux acheteurs' } } } as const;
    expect(decideAccess(rule, owner, none).refusal).toMatchObject({ statusCode: 403, code: 'BUYERS_ONLY' });
    expect(decideAccess(rule, staff, none).refusal).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('anyOf: the first alternative that lets the subject in, by name', () => {
    const orders: AnyOfRule = { anyOf: [{ role: 'buyer', name: 'buyer' }, { permission: 'seeAllOrder', shop: { query: 'shopId' }, name: 'staff' }] };
    expect(allowed(orders, buyer)?.name).toBe('buyer');
    expect(allowed(orders, owner)?.name).toBe('staff');
    expect(allowed(orders, staff)).toBeNull();
    const grids: AnyOfRule = { anyOf: [{ permission: 'seeAllPrice', shop: 'default' }, { permission: 'createProduct', shop: 'default' }] };
    expect(allowed(grids, staff)?.alternative).toMatchObject({ permission: 'createProduct' });
  });
});

describe('pickGrant: modules', () => {
  const rule = { permission: 'seeAllClient', shop: { query: 'shopId' }, module: 'crm' } as const;
  const modulesOf = (on: ShopModule[]) => async () => on;

  it('passes when the acting shop has the module on', async () => {
    await expect(pickGrant(decideAccess(rule, staff, none), modulesOf(['crm']))).resolves.toMatchObject({ shopId: 1 });
  });

  it('answers 403 MODULE_INACTIVE, in French, when it is off', async () => {
    await expect(pickGrant(decideAccess(rule, staff, none), modulesOf([]))).rejects.toMatchObject({
      statusCode: 403, code: 'MODULE_INACTIVE', message: expect.stringContaining('« CRM » n’est pas activé'),
    });
  });

  it('keeps the plain refusal when the user has no right at all (the module is not their business)', async () => {
    await expect(pickGrant(decideAccess(rule, buyer, none), modulesOf([]))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('falls through to another alternative when the first one’s module is off', async () => {
    const either: AnyOfRule = { anyOf: [{ ...rule, name: 'crm' }, { permission: 'createProduct', shop: 'default', name: 'catalog' }] };
    await expect(pickGrant(decideAccess(either, staff, none), modulesOf([]))).resolves.toMatchObject({ name: 'catalog' });
  });
});

describe('accessContext', () => {
  it('gives the acting shop, the permissions held there and can() for a resource of another shop', () => {
    const grant = decideAccess({ permission: 'createProduct', shop: 'default' }, staff, none).grants[0]!;
    const access = accessContext({ permission: 'createProduct', shop: 'default' }, staff.id, staff, grant);
    expect(access.shopId).toBe(1);
    expect([...access.permissions].sort()).toEqual(['createProduct', 'seeAllClient']);
    expect(access.can(1)).toBe(true);
    expect(access.can(2)).toBe(false);
    expect(access.can(1, 'seeAllPrice')).toBe(false);
    expect(access.shopsWith('seeAllClient')).toEqual([1]);
  });

  it('says it is a bug to read what the rule did not establish', () => {
    const access = accessContext('public', null, null, null);
    expect(() => access.subject).toThrow(/does not establish it/);
    expect(() => access.shopId).toThrow(/does not establish it/);
    expect(access.can(1)).toBe(false);
  });

  it('narrows an agent to their own part only where the rule declares agentScope', () => {
    const agent: AccessSubject = { id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: 'caviste', blocked: false, authorizations: null }] };
    const scoped = { permission: 'seeAllClient', shop: 'default', agentScope: true } as const;
    const plain = { permission: 'seeAllClient', shop: 'default' } as const;
    expect(accessContext(scoped, agent.id, agent, decideAccess(scoped, agent, none).grants[0]!).agentScope).toBe(4);
    expect(accessContext(plain, agent.id, agent, decideAccess(plain, agent, none).grants[0]!).agentScope).toBeNull();
    expect(accessContext(scoped, staff.id, staff, decideAccess(scoped, staff, none).grants[0]!).agentScope).toBeNull();
  });

  it("lets only agents in through an alternative declaring agentScope 'only', narrowed", () => {
    const agent: AccessSubject = { id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: 'caviste', blocked: false, authorizations: null }] };
    const agentsOnly = { permission: 'seeAllClient', shop: 'default', agentScope: 'only' } as const;
    const grant = decideAccess(agentsOnly, agent, none).grants[0]!;
    expect(accessContext(agentsOnly, agent.id, agent, grant).agentScope).toBe(4);
    expect(decideAccess(agentsOnly, staff, none).grants).toEqual([]);
  });

  it('an owner holds every permission on their shop', () => {
    const grant = decideAccess({ owner: true }, owner, none).grants[0]!;
    expect(accessContext({ owner: true }, 1, owner, grant).permissions.has('createCollaborator')).toBe(true);
  });
});

describe('ruleProblem and summarizeAccess', () => {
  it('names what is missing so that the service refuses to start with a useful message', () => {
    expect(ruleProblem(undefined)).toMatch(/declares no access rule/);
    expect(ruleProblem('everyone')).toMatch(/unknown/);
    expect(ruleProblem({ permission: 'seeAllClient' })).toMatch(/names no shop/);
    expect(ruleProblem({ permission: 'createProduct', shop: 'resource', module: 'crm' })).toMatch(/needs the acting shop/);
    expect(ruleProblem({ anyOf: [] })).toMatch(/empty/);
    expect(ruleProblem({ role: 'buyer', owner: true })).toMatch(/exactly one/);
    expect(ruleProblem({ anyOf: [{ role: 'buyer' }, { permission: 'seeAllOrder', shop: 'resource' }] })).toBeNull();
  });

  it('flattens a rule for the tenant walk', () => {
    expect(summarizeAccess({ anyOf: [{ role: 'buyer' }, { permission: 'seeAllOrder', shop: { query: 'shopId' }, module: 'crm' }] })).toEqual({
      kind: 'rule', permissions: ['seeAllOrder'], roles: ['buyer'], owner: false, modules: ['crm'],
    });
    expect(summarizeAccess('viewer').kind).toBe('viewer');
  });
});
