import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common';
import { paymentStatuses } from './payment-names';

/** GET /v1/payments/config: whether card payment is offered, and what the browser needs to send the card to the provider. */
export const paymentsConfigSchema = z.object({
  available: z.boolean(),
  publishableKey: z.string().nullable(),
  /** https://api.stripe.com, or the local Stripe test sandbox. */
  apiUrl: z.string().nullable(),
  /** Of the shops asked about (`?shops=1,2`), those whose card account can take payments: card is offered for them only. */
  cardShopIds: z.array(z.number().int()),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /v1/payments/config?shops=1,2: the shops of the cart. */
export const paymentsConfigQuerySchema = z.object({
  shops: z.string().trim().regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'Liste de boutiques invalide.').optional()
    .transform((text) => (text ? [...new Set(text.split(',').map(Number))] : [])),
});

/**
 * The producer's own card account (Stripe Connect, docs/decisions/card-accounts.md): `none` before they start,
 * `incomplete` while Stripe still needs their details, `active` once card payments go to it.
 */
export const cardAccountStatuses = ['none', 'incomplete', 'active'] as const;
export type CardAccountStatus = (typeof cardAccountStatuses)[number];

/** GET /v1/payments/card-account: the shop's `stripe` account id and `stripeIsActive` (spec point 3), the fee, the balance. */
export const cardAccountSchema = z.object({
  /** Card payment is configured on the platform (keys set). */
  available: z.boolean(),
  status: z.enum(cardAccountStatuses),
  stripe: z.string().nullable(),
  stripeIsActive: z.boolean(),
  /** The platform's fee on each card payment, in basis points (150 = 1.5 %). */
  feeBasisPoints: z.number().int().min(0),
  /** What the account holds at the provider, in cents (null when unknown: no account, or the provider did not answer). */
  balance: z.object({ pendingCents: z.number().int(), availableCents: z.number().int() }).nullable(),
});
export type CardAccount = z.infer<typeof cardAccountSchema>;

/** GET /v1/payments/card-account?shopId=: the acting shop (the user's default without it). */
export const cardAccountQuerySchema = z.object({ shopId: idSchema.optional() });

/** POST /v1/payments/card-account/onboarding: the provider's page where the producer gives their details. */
export const cardAccountLinkSchema = z.object({ url: z.string().url() });
export type CardAccountLink = z.infer<typeof cardAccountLinkSchema>;

export const cardAccountMessages = {
  unavailable: "Le paiement par carte n'est pas configuré sur cette plateforme : contactez son administrateur.",
  alreadyActive: 'Votre compte de paiement par carte est déjà actif.',
  /** A checkout by card at a producer whose card account is not active. */
  notActive: (shop: string) => `${shop} ne reçoit pas encore de paiements par carte : choisissez un autre moyen de paiement.`,
  providerDown: 'Le prestataire de paiement ne répond pas : réessayez dans quelques minutes.',
};

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

/** GET /v1/payments/card-payments: the shop's card debits, the newest first (seeAllPayment). */
export const cardPaymentListQuerySchema = paginationQuerySchema.omit({ search: true }).extend({ shopId: idSchema.optional() });
export type CardPaymentListQuery = z.infer<typeof cardPaymentListQuerySchema>;

/** One order's card debit: what the buyer paid, the platform's fee, what reaches the producer's own account. */
export const cardPaymentEntrySchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int(),
  /** Null: debited before card accounts, on the platform's own account (no fee kept, nothing paid out to the producer by Stripe). */
  feeCents: z.number().int().nullable(),
  /** To the producer's account: the amount less the fee; null when it went to the platform's. */
  netCents: z.number().int().nullable(),
  /** When the debit last moved (its status). */
  at: z.string(),
});
export type CardPaymentEntry = z.infer<typeof cardPaymentEntrySchema>;
