import type { CardAccount, CardAccountLink } from '@vendange/contracts';
import { startStripeSandbox, type StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { startHarness, type Harness } from './harness';

export type StripeKeys = { STRIPE_SECRET_KEY: string; STRIPE_PUBLISHABLE_KEY: string; STRIPE_WEBHOOK_SECRET: string };

/**
 * The owner connects their shop's card account as in the browser: the onboarding link from the platform, then
 * the provider's page answered ('complete' or 'leave'); returns the account as the settings then show it.
 */
export async function connectCardAccount(h: Harness, ownerEmail: string, answer: 'complete' | 'leave' = 'complete'): Promise<CardAccount> {
  const headers = { authorization: `Bearer ${await h.tokenOf(ownerEmail)}` };
  const res = await h.app.inject({ method: 'POST', url: '/v1/payments/card-account/onboarding', headers });
  if (res.statusCode !== 200) throw new Error(`onboarding link refused: ${res.statusCode} ${res.body}`);
  const page = await fetch(`${res.json<CardAccountLink>().url}/${answer}`, { method: 'POST', redirect: 'manual' });
  if (page.status !== 303) throw new Error(`onboarding page answered ${page.status}`);
  return (await h.app.inject({ url: '/v1/payments/card-account', headers })).json<CardAccount>();
}

/**
 * The platform with card payments on, against the local Stripe stand-in: the orders service gets its keys as settings.
 * The demo's first shop (owner@vendange.test) has its card account connected, as card checkout asks.
 */
export async function startCardHarness(kind: Parameters<typeof startHarness>[0], keys: StripeKeys): Promise<{ h: Harness; sandbox: StripeSandbox; close: () => Promise<void> }> {
  const sandbox = await startStripeSandbox({ webhookSecret: keys.STRIPE_WEBHOOK_SECRET });
  const h = await startHarness(kind, { settings: { ...keys, STRIPE_API_URL: sandbox.url } });
  const close = async () => {
    await h.close();
    await sandbox.close();
  };
  try {
    const account = await connectCardAccount(h, 'owner@vendange.test');
    if (!account.stripeIsActive) throw new Error(`the card account of shop 1 is not active: ${JSON.stringify(account)}`);
  } catch (error) {
    await close();
    throw error;
  }
  return { h, sandbox, close };
}
