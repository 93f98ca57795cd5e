import type { Db } from '@vendange/service-kit';
import { warehouses } from './db/schema';
import { parisMonthOf, previousMonth } from './drm/drm-months';

/**
 * Demo shop 1 (Domaine des Coteaux): its bonded cellar and its duty-paid cellar-door shop, opened on the first of
 * last month, so that the demo's ledger has one ended month to file (a nil return) and older months read as before it.
 */
export async function seedStock(db: Db, now = new Date()): Promise<boolean> {
  if ((await db.select({ id: warehouses.id }).from(warehouses).limit(1)).length > 0) return false;
  const createdAt = new Date(`${previousMonth(parisMonthOf(now))}-01T12:00:00Z`);
  await db.insert(warehouses).values([
    {
      createdAt,
      shopId: 1, name: 'Chai du domaine', regime: 'suspended', exciseNumber: 'FR084012E0456', sellsOnline: true,
      address: { street: '12 chemin des Coteaux', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
    },
    {
      createdAt,
      shopId: 1, name: 'Caveau de vente', regime: 'paid', exciseNumber: null, sellsOnline: false,
      address: { street: '2 place du Marché', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
    },
  ]);
  return true;
}
