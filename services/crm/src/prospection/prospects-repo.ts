import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Prospect } from '@vendange/contracts';
import { likePattern, offsetOf, type Db } from '@vendange/service-kit';
import { clients, tasks } from '../db/schema';
import { coveredBy } from '../structure/coverage-repo';

export interface ProspectQuery {
  page: number; limit: number; search?: string | undefined; department?: string | undefined; typology?: string | undefined; next: 'any' | 'planned' | 'without';
}

type TaskRef = { id: number; title: string; activity: string; at: string } | null;

/**
 * The shop's prospects (pipe 'prospect', not merged away) with their last contact (the last task done with them)
 * and their next step (their next open task), read in one query with two lateral joins on the tasks.
 */
export function prospectsRepo(db: Db) {
  const last = sql`(select json_build_object('id', t.id, 'title', t.title, 'activity', t.activity, 'at', to_char(t.done_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from crm.tasks t where t.client_id = ${clients.id} and t.shop_id = ${clients.shopId} and t.done_at is not null order by t.done_at desc, t.id desc limit 1)`;
  const next = sql`(select json_build_object('id', t.id, 'title', t.title, 'activity', t.activity, 'at', to_char(t.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from crm.tasks t where t.client_id = ${clients.id} and t.shop_id = ${clients.shopId} and t.done_at is null order by t.due_at, t.id limit 1)`;
  const hasOpenTask = sql`exists (select 1 from ${tasks} where ${tasks.clientId} = ${clients.id} and ${tasks.shopId} = ${clients.shopId} and ${tasks.doneAt} is null)`;
  return {
    /** `agentId`: the route's agentScope, the prospects given to that agent only. */
    async list(shopId: number, q: ProspectQuery, agentId: number | null = null) {
      const where = and(
        eq(clients.shopId, shopId), eq(clients.pipe, 'prospect'), isNull(clients.mergedIntoId),
        agentId ? coveredBy(agentId) : undefined,
        q.department ? eq(clients.department, q.department.toUpperCase()) : undefined,
        q.typology ? eq(clients.typology, q.typology) : undefined,
        q.search ? or(ilike(clients.name, likePattern(q.search)), ilike(clients.city, likePattern(q.search)), ilike(clients.email, likePattern(q.search))) : undefined,
        q.next === 'planned' ? hasOpenTask : q.next === 'without' ? sql`not ${hasOpenTask}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select({
          id: clients.id, name: clients.name, typology: clients.typology, city: clients.city, department: clients.department, email: clients.email, phone: clients.phone,
          lastContact: sql<TaskRef>`${last}`, nextStep: sql<TaskRef>`${next}`,
        }).from(clients).where(where).orderBy(asc(clients.name), asc(clients.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      const items: Prospect[] = rows.map((r) => ({ ...r, lastContact: r.lastContact ?? null, nextStep: r.nextStep ?? null }));
      return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
export type ProspectsRepo = ReturnType<typeof prospectsRepo>;
