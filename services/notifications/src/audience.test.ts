import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { audienceOf, reaches } from './audience';

const owner: AccessSubject = { id: 1, role: 'owner', ownedShopIds: [1], shops: [] };
const staff: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllOrder: false } }] };
const staffNoMap: AccessSubject = { id: 8, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: null }] };
const blocked: AccessSubject = { ...staffNoMap, id: 9, shops: [{ id: 1, typology: null, blocked: true, authorizations: null }] };
const agent: AccessSubject = { id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: 'caviste', blocked: false, authorizations: null }] };
const buyer: AccessSubject = { id: 5, role: 'buyer', ownedShopIds: [], shops: [{ id: 1, typology: 'particulier', blocked: false, authorizations: null }] };

const shopNote = (permission: string | null, shopId = 1) => ({ userId: null, shopId, permission });
const userNote = (userId: number) => ({ userId, shopId: null, permission: null });

describe('audienceOf and reaches (who reads a notification)', () => {
  it.each([
    ['owner, shop notification with a permission', owner, shopNote('seeAllOrder'), true],
    ['owner, another shop', owner, shopNote('seeAllOrder', 2), false],
    ['collaborator holding the permission', staff, shopNote('seeAllClient'), true],
    ['collaborator without it', staff, shopNote('seeAllOrder'), false],
    ['collaborator, permission absent from the map', staff, shopNote('seeAllStock'), false],
    ['collaborator, notification without a permission', staff, shopNote(null), true],
    ['collaborator without a map', staffNoMap, shopNote('seeAllOrder'), true],
    ['blocked collaborator', blocked, shopNote(null), false],
    ['agent of the shop', agent, shopNote(null), false],
    ['buyer of the shop', buyer, shopNote(null), false],
    ['own user notification', buyer, userNote(5), true],
    ["someone else's user notification", owner, userNote(5), false],
  ] as const)('%s', (_label, subject, note, expected) => {
    expect(reaches(audienceOf(subject), note)).toBe(expected);
  });

  it('sums an owner up as every permission, and a collaborator as the rights granted', () => {
    expect(audienceOf(owner).shops).toEqual([{ shopId: 1, permissions: 'all' }]);
    expect(audienceOf(staff).shops).toEqual([{ shopId: 1, permissions: ['seeAllClient'] }]);
    expect(audienceOf(blocked).shops).toEqual([]);
  });
});
