import { z } from 'zod';
import { messages } from './messages';
import { phoneRules } from './rules/phone-rules';
import { optionalRule, rules } from './rules/rules';

/** Kinds of account the register screens create (spec point 2: register/buyer, /agent, /seller). */
export const registerKinds = ['buyer', 'agent', 'seller'] as const;
export const registerKindSchema = z.enum(registerKinds);
export type RegisterKind = z.infer<typeof registerKindSchema>;

/**
 * POST /v1/auth/register. A seller also names the shop the registration creates; `shopCode` (the
 * `?id=` of a branded page) links a buyer to that shop; `refId` is kept as who referred them.
 */
export const registerBodySchema = z
  .object({
    kind: registerKindSchema,
    firstname: rules.username,
    lastname: rules.username,
    email: rules.email,
    password: rules.password,
    phone: optionalRule(phoneRules.telephone),
    isPro: z.boolean().default(false),
    businessName: optionalRule(rules.counter),
    siret: optionalRule(rules.siret),
    shopName: optionalRule(rules.counter),
    shopCode: optionalRule(z.string().trim().max(80)),
    refId: optionalRule(z.string().trim().max(80)),
    cgu: rules.cgu,
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'seller') {
      if (!b.shopName) ctx.addIssue({ code: 'custom', path: ['shopName'], message: messages.needed });
      if (!b.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.needed });
    }
    if (b.kind === 'agent' && !b.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.needed });
    if (b.isPro && !b.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: messages.needed });
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The answer of every auth call that only informs (validate, reset requests): shown as a snackbar. */
export const successSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successSchema>;

/** POST /v1/auth/validate: the token from the link of the confirmation e-mail. */
export const validateEmailBodySchema = z.object({ token: z.string().trim().min(16, messages.linkInvalid).max(200, messages.linkInvalid) });

/** POST /v1/auth/resetpwd: asks for a reset link (answers the same whether the account exists or not). */
export const resetRequestBodySchema = z.object({ email: rules.email });

/** PUT /v1/auth/resetpwd: the token from the link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(16, messages.linkInvalid).max(200, messages.linkInvalid),
  password: rules.password,
});
