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

/** POST /v1/orders/:orderId/card-authentication: a fresh 3-D Secure page for the buyer's order still waiting for it. */
export const cardAuthenticationResultSchema = z.object({
  status: z.enum(['setup', 'requiresAction']),
  /** The bank's page to open ('requiresAction'). */
  redirectUrl: z.string().nullable(),
});
export type CardAuthenticationResult = z.infer<typeof cardAuthenticationResultSchema>;

/** PUT /v1/orders/:orderId/abandoned-payment: the buyer cancels their order still waiting for 3-D Secure. */
export const abandonedPaymentResultSchema = z.object({ id: z.number().int(), status: z.literal('cancelled') });
export type AbandonedPaymentResult = z.infer<typeof abandonedPaymentResultSchema>;

/** What the buyer is told when their order waiting for 3-D Secure is not theirs to finish or cancel any more. */
export const waitingPaymentMessages = {
  notWaiting: "Cette commande n'attend plus l'authentification de votre carte : rechargez la page pour voir son état.",
  /** Back from a 3-D Secure page of an order cancelled, replaced or expired meanwhile. */
  setAside: "Cette commande a été annulée ou remplacée avant la fin de l'authentification : rien ne sera débité. Consultez vos commandes, ou passez-la de nouveau depuis votre panier.",
} as const;
