import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';

const title = (path: string, role: Parameters<typeof pageTitleOf>[1] = 'owner') => pageTitleOf(path, role)?.message ?? null;

describe('page title of the mobile header', () => {
  it.each([
    ['/dashboard', 'Tableau de bord'],
    ['/dashboard/orders', 'Commandes'],
    ['/dashboard/orders/42', 'Commandes'],
    ['/dashboard/orders/quotes', 'Devis'],
    ['/dashboard/orders/add?subType=quote', 'Commandes'],
    ['/dashboard/clients/prospection', 'Prospection'],
    ['/dashboard/reservations/events/add', 'Événements'],
    ['/dashboard/accounting/exports', 'Comptabilité'],
    ['/tickets', 'Messagerie'],
    ['/admin/users', 'Administration'],
  ])('%s → %s', (path, expected) => expect(title(path)).toBe(expected));

  it("prefers the label of the user's own menu", () => {
    expect(title('/dashboard/reservations', 'owner')).toBe('Prise de réservation');
    expect(title('/dashboard/reservations', 'buyer')).toBe('Réservations');
  });

  it('is null for pages without a title', () => {
    expect(title('/domaine-des-coteaux', null)).toBeNull();
    expect(title('/auth/login', null)).toBeNull();
  });
});
