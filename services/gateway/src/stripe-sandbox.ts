import { startStripeSandbox, type StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import type { GatewayEnv } from './env';

/** Test keys of the sandbox: it takes any sk_test_/pk_test_ key, and never a live one. */
export const sandboxKeys = {
  secret: 'sk_test_vendange_sandbox',
  publishable: 'pk_test_vendange_sandbox',
  webhookSecret: 'whsec_vendange_sandbox',
} as const;

/**
 * Without Stripe keys, the embedded platform still takes card payments, with Stripe's test cards: a
 * local Stripe test sandbox starts beside it, the orders service (in this process) is pointed at it,
 * its events come back to our webhook route, and browsers may send cards to it (CSP). With
 * STRIPE_SECRET_KEY set, or in distributed mode, nothing starts. Decision: docs/decisions/card-payments.md.
 */
export async function startDemoStripeSandbox(
  env: GatewayEnv, log: (message: string) => void = console.log,
): Promise<{ sandbox: StripeSandbox; settings: Record<string, string> } | null> {
  if (env.GATEWAY_MODE !== 'embedded' || env.STRIPE_SECRET_KEY) return null;
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::';
  const gateway = `http://${wildcard ? '127.0.0.1' : env.HOST}:${env.PORT}`;
  const sandbox = await startStripeSandbox({
    // A test stand-in is never offered to the network: this machine's browsers only.
    host: '127.0.0.1', publicHost: new URL(env.PUBLIC_URL).hostname === 'localhost' ? 'localhost' : '127.0.0.1',
    webhookUrl: `${gateway}/v1/payments/webhooks`, webhookSecret: sandboxKeys.webhookSecret,
    log: (message) => log(`[Stripe test sandbox] ${message}`),
  });
  env.STRIPE_API_URL = sandbox.url;
  log(`Stripe test sandbox: no STRIPE_SECRET_KEY, so card payments go to ${sandbox.url} (test cards only: 4242 4242 4242 4242, any future date, any CVC).`);
  return {
    sandbox,
    // Handed to the services as their settings (ServiceOptions.settings), never written into process.env.
    settings: {
      STRIPE_SECRET_KEY: sandboxKeys.secret, STRIPE_PUBLISHABLE_KEY: sandboxKeys.publishable,
      STRIPE_WEBHOOK_SECRET: sandboxKeys.webhookSecret, STRIPE_API_URL: sandbox.url,
    },
  };
}
