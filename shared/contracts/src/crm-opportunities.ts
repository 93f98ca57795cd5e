import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';

/**
 * Opportunities (affaires) and prospection (issue 20, docs/decisions/crm-tasks.md): a sale in progress with a
 * client, moved through the shop's pipeline stages (set at settings?link=crm) until won (a quote) or lost.
 */

/** What reaching a stage means: still open, won (offer a quote) or lost. */
export const stageOutcomes = ['open', 'won', 'lost'] as const;
export const stageOutcomeSchema = z.enum(stageOutcomes);
export type StageOutcome = z.infer<typeof stageOutcomeSchema>;

/** The stages every shop starts with (French names: the shop's own data once seeded). */
export const defaultPipelineStages: ReadonlyArray<{ name: string; outcome: StageOutcome; probability: number }> = [
  { name: 'Découverte', outcome: 'open', probability: 10 },
  { name: 'Proposition', outcome: 'open', probability: 40 },
  { name: 'Négociation', outcome: 'open', probability: 70 },
  { name: 'Gagnée', outcome: 'won', probability: 100 },
  { name: 'Perdue', outcome: 'lost', probability: 0 },
];

export const opportunityMessages = {
  title: "Donnez un titre à l'affaire (200 caractères au plus).",
  stageName: 'Donnez un nom à l’étape (60 caractères au plus).',
  stageTaken: 'Une autre étape porte déjà ce nom : choisissez-en un autre.',
  stageUnknown: "Cette étape n'existe pas dans votre pipeline : choisissez-en une autre.",
  stageUsed: 'Des affaires sont encore à cette étape : déplacez-les avant de la supprimer.',
  lastStage: 'Gardez au moins une étape en cours, une étape gagnée et une étape perdue.',
  stageOrder: 'Donnez les étapes de votre pipeline, chacune une fois.',
  unknown: "Cette affaire n'existe pas ou n'est pas la vôtre.",
  clientUnknown: "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.",
  ownerUnknown: "Cette personne ne fait pas partie de l'équipe de la boutique : choisissez un collaborateur.",
  amount: 'Le montant est un nombre positif de centimes (au plus 20 000 000 €).',
  probability: 'La probabilité est un pourcentage entier entre 0 et 100.',
} as const;

export const pipelineStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  outcome: stageOutcomeSchema,
  /** The probability an opportunity takes when moved here. */
  probability: z.number().int(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

const stageNameSchema = z.string({ error: opportunityMessages.stageName }).trim().min(1, opportunityMessages.stageName).max(60, opportunityMessages.stageName);
const probabilitySchema = z.number({ error: opportunityMessages.probability }).int(opportunityMessages.probability).min(0, opportunityMessages.probability).max(100, opportunityMessages.probability);

export const stageBodySchema = z.object({
  shopId: idSchema,
  name: stageNameSchema,
  outcome: stageOutcomeSchema.default('open'),
  probability: probabilitySchema.default(50),
});
export const stageUpdateBodySchema = z.object({ name: stageNameSchema.optional(), outcome: stageOutcomeSchema.optional(), probability: probabilitySchema.optional() });
export const stageOrderBodySchema = z.object({ shopId: idSchema, ids: z.array(idSchema).min(1).max(30) });

const amountSchema = z.number({ error: opportunityMessages.amount }).int(opportunityMessages.amount).min(0, opportunityMessages.amount).max(2_000_000_000, opportunityMessages.amount);
const expectedOnSchema = z.iso.date('Une date au format AAAA-MM-JJ').nullable().optional().transform((v) => v ?? null);

export const opportunityBodySchema = z.object({
  shopId: idSchema,
  clientId: idSchema,
  title: z.string({ error: opportunityMessages.title }).trim().min(1, opportunityMessages.title).max(200, opportunityMessages.title),
  amountCents: amountSchema.default(0),
  /** Absent: the stage's. */
  probability: probabilitySchema.optional(),
  expectedOn: expectedOnSchema,
  /** Absent: the first stage. */
  stageId: idSchema.optional(),
  /** Absent: the author. */
  ownerId: idSchema.optional(),
});
export type OpportunityBody = z.input<typeof opportunityBodySchema>;

export const opportunityUpdateBodySchema = z.object({
  clientId: idSchema.optional(),
  title: z.string({ error: opportunityMessages.title }).trim().min(1, opportunityMessages.title).max(200, opportunityMessages.title).optional(),
  amountCents: amountSchema.optional(),
  probability: probabilitySchema.optional(),
  expectedOn: expectedOnSchema,
  ownerId: idSchema.optional(),
});
export const opportunityMoveBodySchema = z.object({ stageId: idSchema });

export const opportunitySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  title: z.string(),
  amountCents: z.number().int(),
  probability: z.number().int(),
  expectedOn: z.string().nullable(),
  stageId: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** When it reached a won or lost stage; null while open. */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** One column of the board: its stage, its totals and its opportunities (the 100 most recent). */
export const boardColumnSchema = z.object({
  stage: pipelineStageSchema,
  count: z.number().int(),
  totalCents: z.number().int(),
  /** Sum of amount × probability: what the stage is expected to bring. */
  weightedCents: z.number().int(),
  items: z.array(opportunitySchema),
});
export const opportunityBoardSchema = z.object({ columns: z.array(boardColumnSchema) });
export type OpportunityBoard = z.infer<typeof opportunityBoardSchema>;
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const opportunityBoardQuerySchema = z.object({ shopId: idSchema.optional(), ownerId: idSchema.optional(), clientId: idSchema.optional() });

/** A stage's count, total and weighted total (amount × probability %, rounded to the cent per opportunity). */
export function stageTotals(items: ReadonlyArray<{ amountCents: number; probability: number }>): { count: number; totalCents: number; weightedCents: number } {
  let totalCents = 0;
  let weightedCents = 0;
  for (const o of items) {
    totalCents += o.amountCents;
    weightedCents += Math.round((o.amountCents * o.probability) / 100);
  }
  return { count: items.length, totalCents, weightedCents };
}

// ---- Prospection ----

export const prospectListQuerySchema = paginationQuerySchema.extend({
  shopId: idSchema.optional(),
  /** French department code (spec point 9: 1 to 95, 2A/2B, 971…976). */
  department: z.string().trim().regex(/^(\d{2,3}|2[AB])$/i, 'Un code de département (ex. 33, 2A, 971).').optional(),
  typology: z.string().trim().max(50).optional(),
  /** without: prospects with no open task (nobody plans to call them). */
  next: z.enum(['any', 'planned', 'without']).default('any'),
});

export const prospectTaskSchema = z.object({ id: z.number().int(), title: z.string(), activity: z.string(), at: z.string() });
export const prospectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typology: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The last task done with them (their last contact). */
  lastContact: prospectTaskSchema.nullable(),
  /** Their next open task (the next step). */
  nextStep: prospectTaskSchema.nullable(),
});
export type Prospect = z.infer<typeof prospectSchema>;
