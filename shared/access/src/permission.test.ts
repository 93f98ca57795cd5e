import { describe, expect, it } from 'vitest';
import { defaultShopId, hasPermission, type AccessSubject } from './permission';

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
    ['agent without a map', agent, 1, 'seeAllOrder', true],
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

describe('defaultShopId', () => {
  it('is the owned shop first, then the first unblocked link', () => {
    expect(defaultShopId(owner)).toBe(1);
    expect(defaultShopId(staff)).toBe(1);
    expect(defaultShopId({ ...staff, shops: [{ ...staff.shops[0]!, blocked: true }] })).toBeNull();
    expect(defaultShopId(null)).toBeNull();
  });
});
