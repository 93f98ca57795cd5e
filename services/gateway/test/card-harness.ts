import { startStripeSandbox, type StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { startHarness, type Harness } from './harness';

export type StripeKeys = { STRIPE_SECRET_KEY: string; STRIPE_PUBLISHABLE_KEY: string; STRIPE_WEBHOOK_SECRET: string };

/** The platform with card payments on, against the local Stripe stand-in: the orders service gets its keys as settings. */
export async function startCardHarness(kind: Parameters<typeof startHarness>[0], keys: StripeKeys): Promise<{ h: Harness; sandbox: StripeSandbox; close: () => Promise<void> }> {
  const sandbox = await startStripeSandbox({ webhookSecret: keys.STRIPE_WEBHOOK_SECRET });
  const h = await startHarness(kind, { settings: { ...keys, STRIPE_API_URL: sandbox.url } });
  return {
    h, sandbox,
    close: async () => {
      await h.close();
      await sandbox.close();
    },
  };
}
