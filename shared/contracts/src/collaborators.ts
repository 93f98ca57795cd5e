import { z } from 'zod';
import { idSchema } from './common';
import { permissionSchema } from './roles';
import { phoneRules } from './rules/phone-rules';
import { optionalRule, rules } from './rules/rules';

/** A permission map as the collaborators screen edits it (spec point 6: permission → boolean). */
export const authorizationsSchema = z.partialRecord(permissionSchema, z.boolean());
export type Authorizations = z.infer<typeof authorizationsSchema>;

/** A collaborator (iam) of a shop, with the link's permission map and blocked flag. */
export const collaboratorSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  authorizations: authorizationsSchema,
  emailValidated: z.boolean(),
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const collaboratorListQuerySchema = z.object({
  shopId: idSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});

/** POST /v1/collaborators: the new collaborator receives an e-mail to choose a password. */
export const createCollaboratorBodySchema = z.object({
  shopId: idSchema.optional(),
  firstname: rules.username,
  lastname: rules.username,
  email: rules.email,
  phone: optionalRule(phoneRules.telephone),
  authorizations: authorizationsSchema.default({}),
});
export type CreateCollaboratorBody = z.input<typeof createCollaboratorBodySchema>;

/** PUT /v1/collaborators/{id}: the change applies on the collaborator's next request. */
export const updateCollaboratorBodySchema = z.object({
  shopId: idSchema.optional(),
  authorizations: authorizationsSchema.optional(),
  blocked: z.boolean().optional(),
});
export type UpdateCollaboratorBody = z.infer<typeof updateCollaboratorBodySchema>;
