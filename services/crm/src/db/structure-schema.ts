import { sql } from 'drizzle-orm';
import { index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { salesTeamMemberKinds } from '@vendange/contracts';

// The sales teams (docs/decisions/sales-structure.md; the clients agents cover sit beside the clients in schema.ts). People (agents, collaborators)
// are identity's: their ids and the name they had when added are kept here, so a list never calls identity per row.
const crm = pgSchema('crm');

/** A sales team of a shop: a region (department codes), a manager, the team it reports to. */
export const salesTeams = crm.table('sales_teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  departments: text('departments').array().notNull().default(sql`'{}'::text[]`),
  managerId: integer('manager_id'),
  managerName: text('manager_name'),
  parentId: integer('parent_id').references((): AnyPgColumn => salesTeams.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sales_teams_shop_name_uq').on(t.shopId, sql`lower(${t.name})`)]);

/** Who is in a team: collaborators (or the owner) and agents of the shop. */
export const salesTeamMembers = crm.table('sales_team_members', {
  teamId: integer('team_id').notNull().references(() => salesTeams.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: salesTeamMemberKinds }).notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('sales_team_members_shop_idx').on(t.shopId, t.userId)]);
