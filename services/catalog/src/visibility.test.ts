import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { viewOf } from './visibility';

const owner: AccessSubject = { id: 1, role: 'owner', ownedShopIds: [1], shops: [] };
const buyer: AccessSubject = { id: 5, role: 'buyer', ownedShopIds: [], shops: [{ id: 1, typology: 'particulier', blocked: false, authorizations: null }] };
const agent: AccessSubject = { id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: 'caviste', blocked: false, authorizations: null }] };
const staffNoProducts: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllProduct: false } }] };

describe('viewOf (product lists by role)', () => {
  it('lets the owner see everything and choose the typology', () => {
    expect(viewOf(owner, 1, 'caviste')).toEqual({ shopId: 1, staff: true, typology: 'caviste' });
    expect(viewOf(owner, 1, 'owner')).toEqual({ shopId: 1, staff: true, typology: null });
  });
  it('treats the owner as a visitor on another shop', () => {
    expect(viewOf(owner, 2, 'caviste')).toEqual({ shopId: 2, staff: false, typology: null });
  });
  it('gives a buyer their assigned typology whatever they ask', () => {
    expect(viewOf(buyer, 1, 'caviste')).toEqual({ shopId: 1, staff: false, typology: 'particulier' });
  });
  it('lets an agent of the shop see all products', () => {
    expect(viewOf(agent, 1, undefined).staff).toBe(true);
  });
  it('denies staff view to a collaborator without seeAllProduct', () => {
    expect(viewOf(staffNoProducts, 1, undefined).staff).toBe(false);
  });
  it('shows visitors the public grid', () => {
    expect(viewOf(null, 1, 'caviste')).toEqual({ shopId: 1, staff: false, typology: null });
  });
});
