import { sql } from 'drizzle-orm';
import { integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const identity = pgSchema('identity');

/**
 * A shop's role presets (settings?link=roles, docs/decisions/sales-structure.md): a name and the permissions it
 * switches on. Applying one only fills the collaborator's switches; the collaborator keeps their own map.
 */
export const rolePresets = identity.table('role_presets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('role_presets_shop_name_uq').on(t.shopId, sql`lower(${t.name})`)]);
