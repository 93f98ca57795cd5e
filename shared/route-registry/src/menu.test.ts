import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { menuFor } from './menu';

const allModules = Object.fromEntries(['crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations', 'purchase', 'futures', 'accounting', 'iframes'].map((m) => [m, { active: true }]));
const shop = { id: 1, integration: allModules };
const flat = (subject: AccessSubject, s = shop) => menuFor(subject, s).flatMap((sec) => sec.items.map((i) => i.label.message));
const heads = (subject: AccessSubject) => menuFor(subject, shop).map((sec) => sec.label?.message ?? sec.items[0]!.label.message);

describe('side menus (spec point 2)', () => {
  it('gives the owner the spec order: Dashboard, the groups, then Reports, Cash register, Messaging, Shop, Settings', () => {
    expect(heads({ id: 1, role: 'owner', shops: [], ownedShopIds: [1] })).toEqual([
      'Tableau de bord', 'Ventes', 'Œnotourisme', 'CRM', 'Articles', 'Marketing', 'Commercial', 'Achats',
      'Rapports', 'Caisse', 'Messagerie', 'Boutique en ligne', 'Paramètres',
    ]);
  });

  it('gives buyers and agents their own menus', () => {
    expect(flat({ id: 5, role: 'buyer', shops: [], ownedShopIds: [] })).toEqual(['Tableau de bord', 'Commandes', 'Réservations', 'Messagerie', 'Producteurs', 'Paramètres']);
    expect(flat({ id: 4, role: 'agent', shops: [{ id: 1, typology: null, blocked: false, authorizations: null }], ownedShopIds: [] }))
      .toEqual(['Tableau de bord', 'Commandes', 'Échantillons', 'Clients', 'Catalogue', 'Calendrier', 'Producteurs', 'Paramètres']);
  });

  it('hides entries whose permission or module is missing', () => {
    const staff: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllOrder: false } }] };
    const items = flat(staff);
    expect(items).toContain('Clients');
    expect(items).not.toContain('Commandes');
    expect(items).not.toContain('Caisse');
    const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
    const noFutures = flat(owner, { id: 1, integration: { ...allModules, futures: { active: false } } });
    expect(noFutures).not.toContain('Primeurs');
    expect(flat(owner)).toContain('Primeurs');
  });
});
