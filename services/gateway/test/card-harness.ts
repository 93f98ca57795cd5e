import { startStripeSandbox, type StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { startHarness, type Harness } from './harness';

export type StripeKeys = { STRIPE_SECRET_KEY: string; STRIPE_PUBLISHABLE_KEY: string; STRIPE_WEBHOOK_SECRET: string };

/**
 * The platform with card payments on, against the local Stripe stand-in: the orders service reads its
 * keys from the environment (as in the embedded demo), so they are set for the harness and put back by close().
 */
export async function startCardHarness(kind: Parameters<typeof startHarness>[0], keys: StripeKeys): Promise<{ h: Harness; sandbox: StripeSandbox; close: () => Promise<void> }> {
  const saved = { ...process.env };
  const sandbox = await startStripeSandbox({ webhookSecret: keys.STRIPE_WEBHOOK_SECRET });
  Object.assign(process.env, keys, { STRIPE_API_URL: sandbox.url });
  const h = await startHarness(kind);
  return {
    h, sandbox,
    close: async () => {
      await h.close();
      await sandbox.close();
      for (const key of [...Object.keys(keys), 'STRIPE_API_URL']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    },
  };
}
