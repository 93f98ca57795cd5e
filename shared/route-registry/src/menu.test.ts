import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { HELP_CENTRE_URL, NEWS_URL } from './external-links';
import { menuFor } from './menu';
import { routes } from './routes';

const allModules = Object.fromEntries(['crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations', 'purchase', 'futures', 'accounting', 'iframes'].map((m) => [m, { active: true }]));
const shop = { id: 1, integration: allModules };
const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const buyer: AccessSubject = { id: 5, role: 'buyer', shops: [], ownedShopIds: [] };
const agent: AccessSubject = { id: 4, role: 'agent', shops: [{ id: 1, typology: null, blocked: false, authorizations: null }], ownedShopIds: [] };
const staff: AccessSubject = { id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: { seeAllClient: true, seeAllOrder: false } }] };
const flat = (subject: AccessSubject, s = shop) => menuFor(subject, s).flatMap((sec) => sec.items.map((i) => i.label.message));
const heads = (subject: AccessSubject) => menuFor(subject, shop).map((sec) => sec.label?.message ?? sec.items[0]!.label.message);
const section = (subject: AccessSubject, name: string) => menuFor(subject, shop).find((s) => s.label?.message === name)?.items.map((i) => i.label.message);

describe('side menus (spec point 2)', () => {
  it('gives the owner the spec order: Dashboard, the groups, then Reports, Cash register, Messaging, Shop, outside links, Settings', () => {
    expect(heads(owner)).toEqual([
      'Tableau de bord', 'Ventes', 'Œnotourisme', 'CRM', 'Articles', 'Marketing', 'Commercial', 'Achats',
      'Rapports', 'Caisse', 'Messagerie', 'Boutique en ligne', "Centre d'aide", 'Actualités', 'Paramètres',
    ]);
  });

  it("lists each owner group's entries in the spec's order", () => {
    expect(section(owner, 'Ventes')).toEqual([
      'Devis', 'Commandes', 'Factures', "Factures d'acompte", "Factures d'avoir", 'Ventilations', 'Primeurs', 'Expéditions', 'Impayés', 'Paiements', 'Avoirs', 'Prélèvements SEPA',
    ]);
    expect(section(owner, 'Œnotourisme')).toEqual(['Événements', 'Prise de réservation', 'Calendrier']);
    expect(section(owner, 'CRM')).toEqual(['Clients', 'Opportunités', 'Prospection', 'Calendrier', 'Tâches']);
    expect(section(owner, 'Articles')).toEqual(['Catalogue', 'Entrepôts', 'Stocks', 'Mouvements', 'Tarifs', 'Échantillons']);
    expect(section(owner, 'Marketing')).toEqual(['Listes', 'Campagnes', 'Modèles']);
    expect(section(owner, 'Commercial')).toEqual(['Collaborateurs', 'Agents', 'Objectifs', 'Structure commerciale']);
    expect(section(owner, 'Achats')).toEqual(['Fournisseurs', 'Commandes fournisseurs']);
  });

  it('opens the help centre and the news as outside links', () => {
    const external = menuFor(owner, shop).flatMap((s) => s.items).filter((i) => i.external);
    expect(external.map((i) => i.path)).toEqual([HELP_CENTRE_URL, NEWS_URL]);
    expect(flat(buyer)).not.toContain("Centre d'aide");
  });

  it('gives buyers and agents their own menus', () => {
    expect(flat(buyer)).toEqual(['Tableau de bord', 'Commandes', 'Mes factures', 'Réservations', 'Messagerie', 'Producteurs', 'Paramètres']);
    expect(flat(agent)).toEqual(['Tableau de bord', 'Commandes', 'Échantillons', 'Clients', 'Catalogue', 'Calendrier', 'Producteurs', 'Paramètres']);
  });

  it('hides entries whose permission is missing for a collaborator', () => {
    const items = flat(staff);
    expect(items).toContain('Clients');
    expect(items).toContain('Prospection');
    expect(items).not.toContain('Commandes');
    expect(items).not.toContain('Caisse');
    expect(items).not.toContain('Devis');
    // Pages with no permission of their own (settings) and the outside links stay.
    expect(items).toContain('Paramètres');
    expect(items).toContain("Centre d'aide");
  });

  it('hides entries whose module is off, for owners and collaborators', () => {
    const noFutures = { id: 1, integration: { ...allModules, futures: { active: false }, salesPoint: { active: false } } };
    expect(flat(owner, noFutures)).not.toContain('Primeurs');
    expect(flat(owner, noFutures)).not.toContain('Caisse');
    expect(flat(owner)).toContain('Primeurs');
    const noCrm = { id: 1, integration: { ...allModules, crm: { active: false } } };
    expect(flat(staff, noCrm)).not.toContain('Clients');
  });

  it('gives every menu entry an icon, so the compact sidebar can show it', () => {
    const missing = routes.filter((r) => r.menu?.length && !r.icon).map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
