import type { Db } from '@vendange/service-kit';
import { warehouses } from './db/schema';

/** Demo shop 1 (Domaine des Coteaux): its bonded cellar and its duty-paid cellar-door shop. */
export async function seedStock(db: Db): Promise<boolean> {
  if ((await db.select({ id: warehouses.id }).from(warehouses).limit(1)).length > 0) return false;
  await db.insert(warehouses).values([
    {
      shopId: 1, name: 'Chai du domaine', regime: 'suspended', exciseNumber: 'FR084012E0456', sellsOnline: true,
      address: { street: '12 chemin des Coteaux', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
    },
    {
      shopId: 1, name: 'Caveau de vente', regime: 'paid', exciseNumber: null, sellsOnline: false,
      address: { street: '2 place du Marché', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
    },
  ]);
  return true;
}
