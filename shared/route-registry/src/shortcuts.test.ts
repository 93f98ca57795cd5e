import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { searchShortcuts, shortcutsFor } from './shortcuts';

const allModules = Object.fromEntries(['crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations', 'purchase', 'futures', 'accounting', 'iframes'].map((m) => [m, { active: true }]));
const shop = { id: 1, integration: allModules };
const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const staff: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllProduct: true } }] };
const labelsOf = (list: { label: { message: string } }[]) => list.map((s) => s.label.message);

describe("the header's 'go to' shortcuts (spec point 2)", () => {
  it('are none for buyers, admins and visitors', () => {
    expect(shortcutsFor({ id: 5, role: 'buyer', shops: [], ownedShopIds: [] }, null)).toEqual([]);
    expect(shortcutsFor({ id: 6, role: 'admin', shops: [], ownedShopIds: [] }, null)).toEqual([]);
    expect(shortcutsFor(null, null)).toEqual([]);
  });

  it("follow the user's menu, once per page, plus titled pages without a menu entry", () => {
    const list = shortcutsFor(owner, shop);
    const paths = list.map((s) => s.path);
    expect(paths[0]).toBe('/dashboard');
    expect(paths.filter((p) => p === '/dashboard/calendar')).toHaveLength(1);
    expect(labelsOf(list)).toContain('Comptabilité');
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('leave out what the permissions or modules forbid', () => {
    const list = labelsOf(shortcutsFor(staff, shop));
    expect(list).toContain('Clients');
    expect(list).toContain('Catalogue');
    expect(list).not.toContain('Commandes');
    expect(list).not.toContain('Comptabilité');
    expect(labelsOf(shortcutsFor(owner, { id: 1, integration: { ...allModules, accounting: { active: false } } }))).not.toContain('Comptabilité');
  });

  it('match labels and tags ignoring accents, spaces and case', () => {
    const list = shortcutsFor(owner, shop);
    expect(labelsOf(searchShortcuts(list, 'CATALOGUÉ '))[0]).toBe('Catalogue');
    expect(labelsOf(searchShortcuts(list, 'evenements'))).toEqual(['Événements']);
    expect(labelsOf(searchShortcuts(list, 'structure  comm'))).toEqual(['Structure commerciale']);
    // 'point de vente' is a tag of the cash register page.
    expect(labelsOf(searchShortcuts(list, 'POINT DE vente'))).toEqual(['Caisse']);
    expect(labelsOf(searchShortcuts(list, 'oenotourisme'))).toEqual(expect.arrayContaining(['Événements', 'Prise de réservation']));
    expect(searchShortcuts(list, 'zzz')).toEqual([]);
    expect(searchShortcuts(list, '   ')).toHaveLength(list.length);
  });

  it('put label starts before label contains before tags', () => {
    const list = shortcutsFor(owner, shop);
    const found = labelsOf(searchShortcuts(list, 'commandes'));
    expect(found.slice(0, 2)).toEqual(['Commandes', 'Commandes fournisseurs']);
  });
});
