import { describe, expect, it } from 'vitest';
import { permissions } from '@vendange/contracts';
import { defaultShopId, hasPermission, type AccessSubject } from './permission';
import { agentDefaultPermissions, ORDER_DECISION_PERMISSION } from './role-defaults';

const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const staff: AccessSubject = {
  id: 3, role: 'iam', ownedShopIds: [],
  shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllOrder: false } }],
};
const agent: AccessSubject = { id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: null }] };

describe('hasPermission (spec point 6)', () => {
  it.each([
    ['nobody', null, 1, 'seeAllOrder', false],
    ['owner on own shop', owner, 1, 'seeAllOrder', true],
    ['owner on another shop', owner, 2, 'seeAllOrder', false],
    ['collaborator with permission true', staff, 1, 'seeAllClient', true],
    ['collaborator with permission false', staff, 1, 'seeAllOrder', false],
    ['collaborator with permission absent from the map', staff, 1, 'createProduct', false],
    ['collaborator on an unlinked shop', staff, 2, 'seeAllClient', false],
    ['agent without a map, a right agents hold by default', agent, 1, 'seeAllOrder', true],
    ['agent without a map, the catalogue', agent, 1, 'createProduct', false],
    ["agent without a map, the producer's payments", agent, 1, 'seeAllPayment', false],
    ["agent without a map, the producer's answer to an order", agent, 1, 'createOrder', false],
    ['agent without a map, their clients', agent, 1, 'createClient', true],
    ['agent without a map, staff link only', agent, 1, undefined, true],
    ['link without a named permission', staff, 1, undefined, true],
  ] as const)('%s', (_label, subject, shopId, permission, expected) => {
    expect(hasPermission(subject, shopId, permission)).toBe(expected);
  });

  it('denies a blocked link even with the permission set', () => {
    const blocked: AccessSubject = { ...staff, shops: [{ ...staff.shops[0]!, blocked: true }] };
    expect(hasPermission(blocked, 1, 'seeAllClient')).toBe(false);
  });

  it('denies buyers and admins, who are not shop staff', () => {
    expect(hasPermission({ ...owner, role: 'buyer' }, 1)).toBe(false);
    expect(hasPermission({ ...owner, role: 'admin' }, 1)).toBe(false);
  });
});

describe("an agent's rights (docs/decisions/agent-rights.md)", () => {
  it('holds exactly the agent defaults when the link has no map', () => {
    const held = permissions.filter((p) => hasPermission(agent, 1, p));
    expect(held).toEqual(permissions.filter((p) => agentDefaultPermissions.includes(p)));
  });

  it("never shows an agent the producer's answer to an order, which a collaborator may be granted", () => {
    expect(hasPermission(agent, 1, ORDER_DECISION_PERMISSION)).toBe(false);
    const granted: AccessSubject = { ...staff, shops: [{ ...staff.shops[0]!, authorizations: { [ORDER_DECISION_PERMISSION]: true } }] };
    expect(hasPermission(granted, 1, ORDER_DECISION_PERMISSION)).toBe(true);
    expect(hasPermission(owner, 1, ORDER_DECISION_PERMISSION)).toBe(true);
  });

  it('follows a written map over the defaults, both ways', () => {
    const mapped: AccessSubject = { ...agent, shops: [{ ...agent.shops[0]!, authorizations: { createProduct: true, seeAllOrder: false } }] };
    expect(hasPermission(mapped, 1, 'createProduct')).toBe(true);
    expect(hasPermission(mapped, 1, 'seeAllOrder')).toBe(false);
  });

  it('leaves a collaborator without a map as before (identity always writes a full map for them)', () => {
    const bare: AccessSubject = { ...staff, shops: [{ ...staff.shops[0]!, authorizations: null }] };
    expect(hasPermission(bare, 1, 'createProduct')).toBe(true);
  });
});

describe('defaultShopId', () => {
  it('is the owned shop first, then the first unblocked link', () => {
    expect(defaultShopId(owner)).toBe(1);
    expect(defaultShopId(staff)).toBe(1);
    expect(defaultShopId({ ...staff, shops: [{ ...staff.shops[0]!, blocked: true }] })).toBeNull();
    expect(defaultShopId(null)).toBeNull();
  });
});
