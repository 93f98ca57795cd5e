/** The development defaults that make `npm start` work out of the box, and that production must never run with. */
export const DEMO_SECRETS = {
  JWT_SECRET: 'vendange-development-secret-change-me-in-production',
  INTERNAL_TOKEN: 'vendange-internal-development-token',
} as const;

/** The local Stripe test sandbox's keys (services/gateway/src/stripe-sandbox.ts): demo only. */
const SANDBOX_KEY = /_vendange_sandbox$/;

type Source = Readonly<Record<string, string | undefined>>;
const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** Whether these settings run the platform as production (anything but an explicit development or test). */
export const isProduction = (source: Source): boolean => source.NODE_ENV !== 'development' && source.NODE_ENV !== 'test';

/**
 * What stops a production process from starting, one line per setting, each saying what to set; empty when
 * the settings are fit for production (or when this is not production). `needsDatabase`: the process opens the
 * database itself (the gateway in embedded mode, every service process).
 */
export function productionProblems(source: Source, opts: { needsDatabase: boolean }): string[] {
  if (!isProduction(source)) return [];
  const problems: string[] = [];
  const secret = (name: keyof typeof DEMO_SECRETS, min: number) => {
    const value = source[name];
    if (blank(value)) problems.push(`${name} is not set: set it to a random secret of at least ${min} characters (openssl rand -hex 32).`);
    else if (value === DEMO_SECRETS[name]) problems.push(`${name} is still the published development default: set a random secret of at least ${min} characters (openssl rand -hex 32).`);
    else if (value!.length < min) problems.push(`${name} is too short: use at least ${min} characters.`);
  };
  secret('JWT_SECRET', 32);
  secret('INTERNAL_TOKEN', 32);
  if (opts.needsDatabase && blank(source.DATABASE_URL)) {
    problems.push('DATABASE_URL is not set: point it at your PostgreSQL (postgres://user:password@host:5432/vendange); production never runs on the embedded demo database.');
  }
  if (blank(source.PUBLIC_URL)) problems.push('PUBLIC_URL is not set: set the public origin of the platform (https://shop.example.com), used in the links of every mail.');
  if (!blank(source.STRIPE_SECRET_KEY)) {
    if (SANDBOX_KEY.test(source.STRIPE_SECRET_KEY!)) problems.push('STRIPE_SECRET_KEY is the local test sandbox\'s key: set your Stripe secret key (sk_live_… or sk_test_…).');
    if (blank(source.STRIPE_PUBLISHABLE_KEY) || SANDBOX_KEY.test(source.STRIPE_PUBLISHABLE_KEY!)) problems.push('STRIPE_PUBLISHABLE_KEY is not set: card payment is on (STRIPE_SECRET_KEY), so set the matching publishable key (pk_…).');
    if (blank(source.STRIPE_WEBHOOK_SECRET) || SANDBOX_KEY.test(source.STRIPE_WEBHOOK_SECRET!)) problems.push('STRIPE_WEBHOOK_SECRET is not set: card payment is on, so set the signing secret (whsec_…) of the webhook endpoint /v1/payments/webhooks.');
    if (!blank(source.STRIPE_API_URL)) problems.push('STRIPE_API_URL sends card payments somewhere else than Stripe (the test sandbox): unset it in production.');
  }
  return problems;
}

/** Stops the process with every problem listed when production settings are unfit; says nothing otherwise. */
export function refuseUnsafeProduction(source: Source, opts: { needsDatabase: boolean; name: string }): void {
  const problems = productionProblems(source, opts);
  if (problems.length === 0) return;
  console.error(`\n${opts.name} refuses to start in production (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}\nSet these variables and start again; for a local demo use npm start instead.\n`);
  process.exit(1);
}
