import { z } from 'zod';
import { idSchema } from './common';
import { typologyKeySchema } from './price-grids';
import { rules } from './rules/rules';

const calendarDay = z.iso.date('Une date au format AAAA-MM-JJ');

/** A French department code (spec point 9: 01 to 95, 2A/2B for Corsica, overseas 971…976). */
export const departmentCodeSchema = z.string().trim().toUpperCase()
  .regex(/^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/, 'Un code de département : 01 à 95, 2A, 2B ou 971 à 976.');

/** What an agent covers (their profile): departments and client typologies. */
export const agentProfileSchema = z.object({
  regions: z.array(departmentCodeSchema).max(110, 'Au plus 110 départements.'),
  typologies: z.array(typologyKeySchema).max(20, 'Au plus 20 typologies.'),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** An agent of a shop (GET /v1/agents: `users[]`, spec point 7): the link's price list, their profile. */
export const agentSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The price list (typology key) they sell at for this shop. */
  typology: z.string().nullable(),
  blocked: z.boolean(),
  regions: z.array(z.string()),
  typologies: z.array(z.string()),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListQuerySchema = z.object({
  shopId: idSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});

/** GET /v1/agents: the shop's agents; `users` as spec point 7 names them (the recipients field reads their e-mails). */
export const agentPageSchema = z.object({ users: z.array(agentSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AgentPage = z.infer<typeof agentPageSchema>;

/** GET /v1/agents/find: agents who registered, by a department and a typology they cover. */
export const agentFindQuerySchema = z.object({
  shopId: idSchema.optional(),
  region: departmentCodeSchema.optional(),
  typology: typologyKeySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
/** A registered agent as another producer sees them before inviting: no e-mail nor phone. */
export const foundAgentSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  regions: z.array(z.string()),
  typologies: z.array(z.string()),
  /** Already an agent of the acting shop. */
  linked: z.boolean(),
});
export type FoundAgent = z.infer<typeof foundAgentSchema>;

/** POST /v1/agents/invitations: by e-mail, or a registered agent found (`agentId`). */
export const inviteAgentBodySchema = z.object({
  shopId: idSchema.optional(),
  email: rules.email.optional(),
  agentId: idSchema.optional(),
  typology: typologyKeySchema.nullable().optional(),
}).refine((b) => Boolean(b.email) !== Boolean(b.agentId), { message: "Indiquez l'e-mail de l'agent ou choisissez un agent trouvé.", path: ['email'] });
export type InviteAgentBody = z.input<typeof inviteAgentBodySchema>;

/** `linked`: an agent account was linked at once; `invited`: the address was mailed an invitation to register. */
export const agentInvitationResultSchema = z.object({ status: z.enum(['linked', 'invited']), agent: agentSchema.nullable() });
export type AgentInvitationResult = z.infer<typeof agentInvitationResultSchema>;

/** PUT /v1/agents/{id}: the link's price list, or block the agent. */
export const updateAgentBodySchema = z.object({
  shopId: idSchema.optional(),
  typology: typologyKeySchema.nullable().optional(),
  blocked: z.boolean().optional(),
});
export type UpdateAgentBody = z.infer<typeof updateAgentBodySchema>;

/** A commission rate in basis points: 1000 = 10 %, at most 100 %. */
export const rateBpSchema = z.number({ message: 'Un taux en points de base (1000 = 10 %).' }).int('Un taux en points de base (1000 = 10 %).')
  .min(0, 'Le taux ne peut pas être négatif.').max(10000, 'Le taux fait au plus 100 %.');

/** A rate for one catalogue product, named as the catalogue named it when the rate was set. */
export const productRateSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  rateBp: z.number().int(),
});
export type ProductRate = z.infer<typeof productRateSchema>;

/**
 * What a shop pays an agent: a default rate, overrides per client typology (the order's price list) and per product;
 * a line's rate is its product's, else the typology's, else the default (docs/decisions/agents.md).
 */
export const agentRatesSchema = z.object({
  agentId: z.number().int(),
  defaultRateBp: z.number().int(),
  typologyRatesBp: z.record(z.string(), z.number().int()),
  productRates: z.array(productRateSchema),
});
export type AgentRates = z.infer<typeof agentRatesSchema>;
export const agentRatesBodySchema = z.object({
  shopId: idSchema.optional(),
  defaultRateBp: rateBpSchema,
  typologyRatesBp: z.record(typologyKeySchema, rateBpSchema).default({}),
  productRates: z.array(z.object({ productId: idSchema, productName: z.string().trim().min(1).max(200), rateBp: rateBpSchema }))
    .max(500, 'Au plus 500 taux par produit.')
    .refine((rs) => new Set(rs.map((r) => r.productId)).size === rs.length, 'Un produit a deux taux : gardez-en un.')
    .default([]),
});
export type AgentRatesBody = z.input<typeof agentRatesBodySchema>;

export const commissionStatusSchema = z.enum(['due', 'paid']);
/** One commission: of an invoice (positive) or of a credit note (negative), at the rate when it was issued. */
export const commissionSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  agentId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceKind: z.string(),
  orderId: z.number().int(),
  orderReference: z.string(),
  clientName: z.string(),
  baseCents: z.number().int(),
  /** The rate of the lines without a product rate (the price list's, else the default). */
  rateBp: z.number().int(),
  /** The product rates that applied to lines of this document (product id → basis points); empty: none. */
  productRatesBp: z.record(z.string(), z.number().int()),
  amountCents: z.number().int(),
  issuedAt: z.string(),
  status: commissionStatusSchema,
  paidAt: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionListQuerySchema = z.object({
  shopId: idSchema.optional(),
  agentId: idSchema.optional(),
  status: commissionStatusSchema.optional(),
  /** French calendar days of issue, inclusive. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CommissionListQuery = z.infer<typeof commissionListQuerySchema>;
export const commissionPageSchema = z.object({
  items: z.array(commissionSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(),
  /** Over the whole filter, not only the page. */
  dueCents: z.number().int(), paidCents: z.number().int(),
});
export type CommissionPage = z.infer<typeof commissionPageSchema>;
export const payCommissionBodySchema = z.object({ shopId: idSchema.optional() });

/** GET /v1/commissions/analytics: a period of French calendar days, both included (default: this year). */
export const agentAnalyticsQuerySchema = z.object({
  shopId: idSchema.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'La date de début doit précéder la date de fin.', path: ['to'] });
export type AgentAnalyticsQuery = z.input<typeof agentAnalyticsQuerySchema>;

/** What an agent brought over a period (money in cents, excl. VAT; credit notes count negative). */
export const agentAnalyticsFiguresSchema = z.object({
  /** Invoiced sales excl. VAT of the orders carrying the agent. */
  salesHtCents: z.number().int(),
  /** Orders with an invoice or a deposit issued in the period. */
  invoicedOrders: z.number().int(),
  /** Clients given to the agent (today, whatever the period). */
  clientsCovered: z.number().int(),
  /** Distinct clients of those invoiced orders. */
  clientsBuying: z.number().int(),
  /** Samples the agent made that were sent in the period. */
  samplesSent: z.number().int(),
  /** Commissions of the documents issued in the period: earned, already paid, left to pay. */
  commissionCents: z.number().int(),
  paidCents: z.number().int(),
  leftCents: z.number().int(),
});
export type AgentAnalyticsFigures = z.infer<typeof agentAnalyticsFiguresSchema>;
export const agentAnalyticsRowSchema = agentAnalyticsFiguresSchema.extend({
  agentId: z.number().int(),
  /** Null for an agent no longer linked (blocked or removed) who still has figures in the period. */
  name: z.string().nullable(),
});
export type AgentAnalyticsRow = z.infer<typeof agentAnalyticsRowSchema>;
/** Rows sorted by sales, highest first; totals count each client once even when two agents share them. */
export const agentAnalyticsSchema = z.object({
  from: z.string(), to: z.string(),
  items: z.array(agentAnalyticsRowSchema),
  totals: agentAnalyticsFiguresSchema,
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;
