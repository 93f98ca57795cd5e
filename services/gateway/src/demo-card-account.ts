import type { FastifyInstance } from 'fastify';
import type { CardAccount, CardAccountLink } from '@vendange/contracts';
import { DEMO_PASSWORD } from '@vendange/demo-data';

/** The demo producer whose card account is ready from the start (the other one connects theirs in the settings). */
const DEMO_CARD_OWNER = 'owner@vendange.test';

/**
 * Demo with the Stripe test sandbox: Domaine des Coteaux takes card payments at once. Its card account is opened and
 * completed through the platform's own routes, as its owner would in the browser. The sandbox forgets everything when
 * it stops, so this runs at each start (the account it knew is then forgotten by the status read, and opened anew).
 */
export async function connectDemoCardAccount(app: FastifyInstance, log: (message: string) => void = console.log): Promise<void> {
  const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: DEMO_CARD_OWNER, password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) return log(`Demo card account: ${DEMO_CARD_OWNER} could not log in (${login.statusCode}); left unconnected.`);
  const headers = { authorization: `Bearer ${login.json<{ jwt: string }>().jwt}` };
  const status = await app.inject({ url: '/v1/payments/card-account', headers });
  if (status.statusCode === 200 && status.json<CardAccount>().stripeIsActive) return;
  const link = await app.inject({ method: 'POST', url: '/v1/payments/card-account/onboarding', headers });
  if (link.statusCode !== 200) return log(`Demo card account: no onboarding link (${link.statusCode} ${link.body}); left unconnected.`);
  const page = await fetch(`${link.json<CardAccountLink>().url}/complete`, { method: 'POST', redirect: 'manual' });
  const after = await app.inject({ url: '/v1/payments/card-account', headers });
  const account = after.statusCode === 200 ? after.json<CardAccount>() : null;
  log(account?.stripeIsActive
    ? `Demo card account: ${DEMO_CARD_OWNER}'s shop takes card payments into ${account.stripe}.`
    : `Demo card account: onboarding did not complete (${page.status}); left unconnected.`);
}
