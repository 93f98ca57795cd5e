import { describe, expect, it } from 'vitest';
import { defaultShopId, hasPermission, subjectFromUser, type AccessSubject } from '@vendange/access';
import { permissions, type User } from '@vendange/contracts';

// Subjects as identity's accessOf builds them: owner links go to ownedShopIds, every other link
// (buyer links included, their relation is not kept) to shops.
const buyerLink = (id: number, blocked = false) => ({ id, typology: null, blocked, authorizations: null });
const buyer: AccessSubject = { id: 5, role: 'buyer', ownedShopIds: [], shops: [buyerLink(1), buyerLink(2)] };
const ownerOfA: AccessSubject = { id: 1, role: 'owner', ownedShopIds: [1], shops: [] };

describe('"Mes producteurs" and access rights (docs/decisions/shops-add.md)', () => {
  it("a buyer's links give no right on any shop, blocked or not", () => {
    for (const shopId of [1, 2, 3]) {
      expect(hasPermission(buyer, shopId)).toBe(false);
      for (const permission of permissions) expect(hasPermission(buyer, shopId, permission)).toBe(false);
    }
    expect(hasPermission({ ...buyer, shops: [buyerLink(2, true)] }, 2)).toBe(false);
  });

  it("an owner's buyer link on shop B would keep the default shop but grant every permission on B: owners may not add producers", () => {
    const ownerBuyingFromB: AccessSubject = { ...ownerOfA, shops: [buyerLink(2)] };
    expect(defaultShopId(ownerBuyingFromB)).toBe(1);
    // This is why POST /v1/users/me/shops refuses owners. When access tells a buyer link from a
    // staff link, these turn false and owners may be let in.
    expect(hasPermission(ownerBuyingFromB, 2)).toBe(true);
    for (const permission of permissions) expect(hasPermission(ownerBuyingFromB, 2, permission)).toBe(true);
  });

  it("in the browser too, an owner's every link reads as an owned shop", () => {
    const user = { id: 1, role: 'owner', shops: [buyerLink(2), buyerLink(1)] } as unknown as User;
    const seen = subjectFromUser(user)!;
    expect(seen.ownedShopIds).toEqual([2, 1]);
    expect(defaultShopId(seen)).toBe(2);
  });
});
