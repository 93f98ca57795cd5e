import { z } from 'zod';
import { departmentCodeSchema } from './agents';
import { idSchema } from './common';

// The clients an agent covers and the sales teams (docs/decisions/sales-structure.md), both owned by crm.

/** One client given to one agent: the agent's clients list and pages answer only these. */
export const clientCoverageSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  agentId: z.number().int(),
  /** The agent's name when the client was given (identity owns people; lists never call it per row). */
  agentName: z.string(),
});
export type ClientCoverage = z.infer<typeof clientCoverageSchema>;

/** GET /v1/clients/coverage: by agent (their page) or by client (its « Commercial / agent » field). */
export const clientCoverageQuerySchema = z.object({ shopId: idSchema.optional(), agentId: idSchema.optional(), clientId: idSchema.optional() });
export const clientCoverageListSchema = z.object({ items: z.array(clientCoverageSchema) });

/** POST /v1/clients/coverage gives the client to the agent; DELETE (same fields in the query) takes it back. */
export const clientCoverageBodySchema = z.object({ shopId: idSchema.optional(), clientId: idSchema, agentId: idSchema });
export type ClientCoverageBody = z.infer<typeof clientCoverageBodySchema>;

export const salesTeamMemberKinds = ['collaborator', 'agent'] as const;
export type SalesTeamMemberKind = (typeof salesTeamMemberKinds)[number];

/** A member of a team: a collaborator (or the owner) of the shop, or one of its agents. */
export const salesTeamMemberSchema = z.object({ userId: z.number().int(), kind: z.enum(salesTeamMemberKinds), name: z.string() });
export type SalesTeamMember = z.infer<typeof salesTeamMemberSchema>;

/** A sales team: its region (departments), its manager, the team above it, its members and the clients they cover. */
export const salesTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departments: z.array(z.string()),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  /** The team this one reports to (its manager manages this team's manager): the tree of the structure. */
  parentId: z.number().int().nullable(),
  members: z.array(salesTeamMemberSchema),
  /** Clients covered by the team's agents (the coverage above), by name. */
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SalesTeam = z.infer<typeof salesTeamSchema>;
export const salesTeamListSchema = z.object({ items: z.array(salesTeamSchema) });

export const salesTeamBodySchema = z.object({
  shopId: idSchema.optional(),
  name: z.string().trim().min(1, 'Donnez un nom à l’équipe.').max(80, 'Un nom d’équipe fait au plus 80 caractères.'),
  departments: z.array(departmentCodeSchema).max(110, 'Au plus 110 départements.').default([]),
  managerId: idSchema.nullable().default(null),
  parentId: idSchema.nullable().default(null),
  members: z.array(z.object({ userId: idSchema, kind: z.enum(salesTeamMemberKinds) })).max(200, 'Au plus 200 membres par équipe.').default([]),
});
export type SalesTeamBody = z.input<typeof salesTeamBodySchema>;

export const salesStructureMessages = {
  teamNotFound: 'Cette équipe n’existe pas : rechargez la structure commerciale.',
  unknownMember: 'Cette personne ne travaille pas (ou plus) pour votre boutique : retirez-la de l’équipe.',
  unknownAgent: 'Cet agent ne travaille pas (ou plus) pour votre boutique : choisissez-en un autre.',
  managerNotMember: 'Le responsable doit être l’un des collaborateurs de la boutique : choisissez-le dans la liste.',
  parentLoop: 'Une équipe ne peut pas dépendre d’elle-même ni d’une équipe qui dépend d’elle : choisissez une autre équipe au-dessus.',
  duplicateName: 'Une équipe porte déjà ce nom : choisissez-en un autre.',
} as const;
