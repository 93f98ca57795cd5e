import { sql } from 'drizzle-orm';
import { demoClients, demoUsers } from '@vendange/demo-data';
import { departmentOf } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { clientAgents, clientEvents, clients } from './db/schema';

/** Demo postcodes of the demo clients' cities, so prospection by department has something to show. */
const postcodes: Record<string, string> = { Marseille: '13002', Avignon: '84000', Lyon: '69003', Bordeaux: '33000' };

export async function seedCrm(db: Db): Promise<boolean> {
  if ((await db.select({ id: clients.id }).from(clients).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(demoClients.map((c) => {
      const [firstname, ...rest] = c.name.split(' ');
      const userId = 'userId' in c ? c.userId : null;
      return {
        ...c, userId, source: userId ? 'order' as const : 'seed' as const,
        businessName: c.isPro ? c.name : null, firstname: c.isPro ? null : firstname ?? null, lastname: c.isPro ? null : rest.join(' ') || null,
        department: c.city ? departmentOf(postcodes[c.city]) : null,
      };
    }));
    await tx.insert(clientEvents).values(demoClients.map((c) => ({ shopId: c.shopId, clientId: c.id, kind: 'created' as const })));
    // The demo agent (Marc Durand, caviste price list) covers the demo caviste: their clients list is not empty.
    const agent = demoUsers.find((u) => u.role === 'agent')!;
    await tx.insert(clientAgents).values({ shopId: 1, clientId: 1, agentId: agent.id, agentName: `${agent.firstname} ${agent.lastname}` });
    await tx.execute(sql`select setval(pg_get_serial_sequence('crm.clients', 'id'), (select max(id) from crm.clients))`);
  });
  return true;
}
