import { z } from 'zod';

const blankIsAbsent = (schema: z.ZodType<string>) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  /** Secret API key of the payment provider (sk_test_… or sk_live_…); without it, card payment is not offered. */
  STRIPE_SECRET_KEY: blankIsAbsent(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key (sk_test_… or sk_live_…)')),
  /** Publishable key the browser uses to send the card to the provider. */
  STRIPE_PUBLISHABLE_KEY: blankIsAbsent(z.string().regex(/^pk_(test|live)_\w+$/, 'expected a Stripe publishable key (pk_test_… or pk_live_…)')),
  /** Signing secret of the webhook endpoint (whsec_…); without it, webhooks are refused. */
  STRIPE_WEBHOOK_SECRET: blankIsAbsent(z.string().min(8)),
  /** Another API origin than https://api.stripe.com: the local Stripe test sandbox (http://127.0.0.1:<port>). */
  STRIPE_API_URL: blankIsAbsent(z.string().url()),
  /** The platform's fee on each card payment, in basis points (150 = 1.5 %, the default): docs/decisions/card-accounts.md. */
  STRIPE_PLATFORM_FEE_BPS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('expected whole basis points (150 = 1.5 %)').min(0).max(10_000).optional()),
  /** Origins buyers may pay from, comma-separated (the 3-D Secure return goes back to theirs); unset: PUBLIC_URL's (and its loopback aliases). */
  ALLOWED_ORIGINS: blankIsAbsent(z.string()),
  /** The approved e-invoicing platform invoices are transmitted through (docs/decisions/invoices.md); unset: local (recorded here). */
  E_INVOICING_CONNECTOR: blankIsAbsent(z.enum(['local'])),
}).refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_PUBLISHABLE_KEY, {
  message: 'STRIPE_PUBLISHABLE_KEY is needed with STRIPE_SECRET_KEY (the browser sends the card with it)', path: ['STRIPE_PUBLISHABLE_KEY'],
}).refine((e) => !e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || e.STRIPE_SECRET_KEY.includes('_live_') === e.STRIPE_PUBLISHABLE_KEY.includes('_live_'), {
  message: 'the secret and publishable keys must both be test keys or both live keys', path: ['STRIPE_PUBLISHABLE_KEY'],
});
export type OrdersEnv = z.infer<typeof envSchema>;

/** The only place the orders service reads its environment (its own settings; the common ones come through ServiceOptions). */
export function readOrdersEnv(source: NodeJS.ProcessEnv = process.env): OrdersEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment for orders (${detail}). Fix the variables named and start again.`);
  }
  return parsed.data;
}
