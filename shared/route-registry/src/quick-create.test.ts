import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@vendange/access';
import { quickCreateFor } from './quick-create';

const allModules = Object.fromEntries(['crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations', 'purchase', 'futures', 'accounting', 'iframes'].map((m) => [m, { active: true }]));
const shop = { id: 1, integration: allModules };
const owner: AccessSubject = { id: 1, role: 'owner', shops: [], ownedShopIds: [1] };
const iam = (authorizations: Record<string, boolean> | null): AccessSubject => ({ id: 3, role: 'iam', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations }] });
const keys = (subject: AccessSubject | null, s: Parameters<typeof quickCreateFor>[1] = shop) => quickCreateFor(subject, s).map((i) => i.key);

describe('quick-create flyout (spec point 6)', () => {
  it('gives the owner every item in the spec order, with the target pages', () => {
    const items = quickCreateFor(owner, shop);
    expect(items.map((i) => i.label.message)).toEqual([
      'Devis', 'Commande', 'Facture', 'Primeur', 'Fournisseur', 'Commande fournisseur', 'Client', 'Produit', 'Événement', 'Réservation', 'Liste', 'Campagne', 'Modèle',
    ]);
    expect(Object.fromEntries(items.map((i) => [i.key, i.href]))).toMatchObject({
      quote: '/dashboard/orders/add?subType=quote', order: '/dashboard/orders/add', bill: '/dashboard/orders/add?subType=bill',
      future: '/dashboard/futures/add', supplierOrder: '/dashboard/purchases/add', model: '/dashboard/crm/models/add',
      event: '/dashboard/reservations/events/add',
    });
  });

  it("has no 'Primeur' when the futures module is off", () => {
    const noFutures = { id: 1, integration: { ...allModules, futures: { active: false } } };
    expect(keys(owner, noFutures)).not.toContain('future');
    expect(keys(owner, noFutures)).toContain('quote');
  });

  it('follows the collaborator\'s permissions, including those of the page it opens', () => {
    // createQuote alone is not enough: the order form needs seeAllOrder too.
    expect(keys(iam({ createQuote: true }))).toEqual([]);
    expect(keys(iam({ createQuote: true, seeAllOrder: true }))).toEqual(['quote']);
    expect(keys(iam({ seeAllOrder: true, createOrder: true }))).toEqual(['order']);
    expect(keys(iam({ seeAllClient: true, createClient: true, seeAllProduct: true }))).toEqual(['client']);
    expect(keys(iam({ seeFutureOrder: true }))).toEqual(['future']);
    // No map means every right (spec point 6), as for the owner.
    expect(keys(iam(null))).toHaveLength(13);
  });

  it('is empty for agents, buyers, visitors and staff without a shop', () => {
    expect(keys({ id: 4, role: 'agent', ownedShopIds: [], shops: [{ id: 1, typology: null, blocked: false, authorizations: null }] })).toEqual([]);
    expect(keys({ id: 5, role: 'buyer', ownedShopIds: [], shops: [] })).toEqual([]);
    expect(keys(null)).toEqual([]);
    expect(keys(owner, null)).toEqual([]);
  });
});
