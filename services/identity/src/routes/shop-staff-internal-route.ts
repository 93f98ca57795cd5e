import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema, taskAssigneeSchema } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { users, userShops } from '../db/schema';

/**
 * Internal (crm → identity): the people a shop's tasks and opportunities may be given to, its owner, its
 * collaborators and its agents not blocked (an agent's visits are their tasks: tour mode in
 * docs/decisions/agents.md; docs/decisions/crm-tasks.md). Identity owns people; crm never reads these tables.
 */
export const shopStaffInternalRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/internal/shops/:shopId/staff', {
    config: { access: 'internal' },
    schema: { hide: true, params: z.object({ shopId: idSchema }), response: { 200: z.object({ items: z.array(taskAssigneeSchema) }), 403: errorSchema } },
  }, async (request) => {
    const rows = await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, relation: userShops.relation })
      .from(userShops).innerJoin(users, eq(users.id, userShops.userId))
      .where(and(eq(userShops.shopId, request.params.shopId), inArray(userShops.relation, ['owner', 'iam', 'agent']), eq(userShops.blocked, false)))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
    return {
      items: rows.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`.trim(), role: r.relation === 'owner' ? 'owner' as const : r.relation === 'agent' ? 'agent' as const : 'iam' as const })),
    };
  });
};
