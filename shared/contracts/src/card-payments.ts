import { z } from 'zod';

/** GET /v1/payments/config: whether card payment is offered, and what the browser needs to send the card to the provider. */
export const paymentsConfigSchema = z.object({
  available: z.boolean(),
  publishableKey: z.string().nullable(),
  /** https://api.stripe.com, or the local Stripe test sandbox. */
  apiUrl: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /v1/payments/validate-3ds: the buyer is back from 3-D Secure with this setup intent. */
export const validate3dsBodySchema = z.object({
  setupIntentId: z.string().trim().regex(/^seti_\w{6,250}$/, 'Identifiant de paiement invalide.'),
});
export type Validate3dsBody = z.infer<typeof validate3dsBodySchema>;

/** The card is saved for the orders it covers (each debited when its producer validates it). */
export const validate3dsResultSchema = z.object({
  status: z.enum(['setup', 'processing']),
  orders: z.array(z.object({ id: z.number().int(), reference: z.string(), shopId: z.number().int() })),
});
export type Validate3dsResult = z.infer<typeof validate3dsResultSchema>;
