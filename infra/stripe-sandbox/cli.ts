// Runs the Stripe test sandbox alone:
//   npx tsx infra/stripe-sandbox/cli.ts
// Environment: STRIPE_SANDBOX_PORT (default 12111), STRIPE_SANDBOX_HOST (default 127.0.0.1),
// STRIPE_SANDBOX_WEBHOOK_URL (events are POSTed there, signed), STRIPE_WEBHOOK_SECRET (the signing secret).
import { startStripeSandbox } from './sandbox';

const env = process.env;
const webhookSecret = env.STRIPE_WEBHOOK_SECRET || 'whsec_vendange_sandbox';
const sandbox = await startStripeSandbox({
  port: Number(env.STRIPE_SANDBOX_PORT ?? 12111),
  host: env.STRIPE_SANDBOX_HOST || '127.0.0.1',
  webhookUrl: env.STRIPE_SANDBOX_WEBHOOK_URL || null,
  webhookSecret,
  log: (message) => console.log(`[stripe sandbox] ${message}`),
});
console.log(`Stripe test sandbox on ${sandbox.url} (any sk_test_… / pk_test_… key; webhooks ${env.STRIPE_SANDBOX_WEBHOOK_URL ? `to ${env.STRIPE_SANDBOX_WEBHOOK_URL}` : 'off'}).`);
console.log(`Point the orders service at it: STRIPE_API_URL=${sandbox.url} STRIPE_SECRET_KEY=sk_test_sandbox STRIPE_PUBLISHABLE_KEY=pk_test_sandbox STRIPE_WEBHOOK_SECRET=${webhookSecret}`);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
