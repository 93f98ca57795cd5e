import { integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const identity = pgSchema('identity');

/**
 * What an agent says they cover (docs/decisions/agents.md): department codes (spec point 9) and client
 * typologies. Producers find agents by them; the agent edits them in their settings.
 */
export const agentProfiles = identity.table('agent_profiles', {
  userId: integer('user_id').primaryKey(),
  regions: text('regions').array().notNull().default([]),
  typologies: text('typologies').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shop's invitation to an address without an agent account yet: honoured when that address registers as an agent. */
export const agentInvitations = identity.table('agent_invitations', {
  shopId: integer('shop_id').notNull(),
  email: text('email').notNull(),
  /** The price list the agent sells at once linked. */
  typology: text('typology'),
  invitedBy: integer('invited_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.email] })]);
