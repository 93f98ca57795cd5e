import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textOf, textsOf, type FormObject } from './form-body';
import { newId, nowSeconds, type Account, type SandboxState, type StripeErrorBody } from './store';
import { eventOf, type WebhookSender } from './webhook-sender';
import { onboardingClosedPage, onboardingPage } from './onboarding-page';

/** Stripe's account links live a few minutes. */
const LINK_LIFETIME_S = 300;

type Params = { id: string };
const bodyOf = (request: FastifyRequest): FormObject => (request.body && typeof request.body === 'object' ? request.body as FormObject : {});
const fail = (reply: FastifyReply, status: number, error: StripeErrorBody) => reply.code(status).send({ error });
const invalid = (reply: FastifyReply, message: string, param?: string) => fail(reply, 400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const objectOf = (value: FormObject[string] | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** What a payment intent's body asks of Stripe Connect (a destination charge and the platform's fee), checked as Stripe checks it. */
export function destinationChargeOf(state: SandboxState, body: FormObject, amount: number): { destination: string | null; applicationFee: number | null } | { refused: StripeErrorBody } {
  const destination = textOf(objectOf(body.transfer_data), 'destination') ?? null;
  const feeText = textOf(body, 'application_fee_amount');
  const applicationFee = feeText === undefined ? null : Number(feeText);
  if (applicationFee !== null && (!Number.isInteger(applicationFee) || applicationFee < 0)) {
    return { refused: { type: 'invalid_request_error', message: 'Invalid non-negative integer', param: 'application_fee_amount' } };
  }
  if (applicationFee !== null && !destination) {
    return { refused: { type: 'invalid_request_error', param: 'application_fee_amount', message: 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).' } };
  }
  if (applicationFee !== null && applicationFee > amount) {
    return { refused: { type: 'invalid_request_error', param: 'application_fee_amount', message: 'The application fee amount must be less than or equal to the payment amount.' } };
  }
  if (!destination) return { destination: null, applicationFee: null };
  const account = state.accounts.get(destination);
  if (!account) return { refused: { type: 'invalid_request_error', code: 'resource_missing', param: 'transfer_data[destination]', message: `No such destination: '${destination}'` } };
  if (account.capabilities.transfers !== 'active') {
    return { refused: { type: 'invalid_request_error', code: 'insufficient_capabilities_for_transfer', param: 'transfer_data[destination]',
      message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments' } };
  }
  return { destination, applicationFee };
}

export interface ConnectContext {
  state: SandboxState;
  webhooks: WebhookSender;
  publicUrl: () => string;
}

/** Stripe Connect as Vendange uses it: Express accounts, their onboarding link and page, and each account's balance. */
export function registerConnectRoutes(app: FastifyInstance, { state, webhooks, publicUrl }: ConnectContext): void {
  const missingAccount = (reply: FastifyReply, id: string, param: string) =>
    fail(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such account: '${id}'`, param });

  app.post('/v1/accounts', async (request, reply) => {
    const body = bodyOf(request);
    const type = textOf(body, 'type') ?? 'express';
    if (type !== 'express' && type !== 'standard') return invalid(reply, 'This sandbox opens express and standard accounts only.', 'type');
    const account: Account = {
      id: newId('acct', 16), object: 'account', type, created: nowSeconds(), country: textOf(body, 'country') ?? 'FR', email: textOf(body, 'email') ?? null,
      default_currency: 'eur', business_profile: { name: textOf(objectOf(body.business_profile), 'name') ?? null },
      charges_enabled: false, payouts_enabled: false, details_submitted: false, capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      metadata: textsOf(body.metadata),
    };
    state.accounts.set(account.id, account);
    return account;
  });

  app.get<{ Params: Params }>('/v1/accounts/:id', async (request, reply) => state.accounts.get(request.params.id) ?? missingAccount(reply, request.params.id, 'account'));

  app.post('/v1/account_links', async (request, reply) => {
    const body = bodyOf(request);
    const accountId = textOf(body, 'account');
    if (!accountId) return invalid(reply, 'Missing required param: account.', 'account');
    if (!state.accounts.has(accountId)) return missingAccount(reply, accountId, 'account');
    if (textOf(body, 'type') !== 'account_onboarding') return invalid(reply, 'This sandbox makes account_onboarding links only.', 'type');
    const refreshUrl = textOf(body, 'refresh_url');
    const returnUrl = textOf(body, 'return_url');
    if (!refreshUrl) return invalid(reply, 'Missing required param: refresh_url.', 'refresh_url');
    if (!returnUrl) return invalid(reply, 'Missing required param: return_url.', 'return_url');
    const token = newId('link', 24).slice(5);
    const created = nowSeconds();
    const link = { object: 'account_link' as const, created, expires_at: created + LINK_LIFETIME_S, url: `${publicUrl()}/connect/onboarding/${token}`, account: accountId, refresh_url: refreshUrl, return_url: returnUrl, used: false };
    state.accountLinks.set(token, link);
    return { object: link.object, created: link.created, expires_at: link.expires_at, url: link.url };
  });

  // The connected account's balance with `Stripe-Account`, the platform's without.
  app.get('/v1/balance', async (request, reply) => {
    const header = request.headers['stripe-account'];
    const accountId = typeof header === 'string' ? header : null;
    if (accountId && !state.accounts.has(accountId)) return missingAccount(reply, accountId, 'Stripe-Account');
    const balance = state.balances.get(accountId ?? 'platform') ?? { available: 0, pending: 0 };
    return { object: 'balance', livemode: false, available: [{ amount: balance.available, currency: 'eur' }], pending: [{ amount: balance.pending, currency: 'eur' }] };
  });

  /** A link still to be followed: once, and before it expires (Stripe sends the producer to refresh_url otherwise). */
  const openLink = (token: string) => {
    const link = state.accountLinks.get(token);
    if (!link) return { link: null, usable: false };
    return { link, usable: !link.used && link.expires_at > nowSeconds() };
  };

  app.get<{ Params: Params }>('/connect/onboarding/:id', async (request, reply) => {
    const { link, usable } = openLink(request.params.id);
    if (!link) return reply.type('text/html; charset=utf-8').send(onboardingClosedPage());
    if (!usable) return reply.redirect(link.refresh_url, 303);
    const account = state.accounts.get(link.account)!;
    return reply.type('text/html; charset=utf-8').send(onboardingPage({ token: request.params.id, email: account.email, name: account.business_profile.name }));
  });

  const answer = (complete: boolean) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const { link, usable } = openLink(request.params.id);
    if (!link) return reply.type('text/html; charset=utf-8').send(onboardingClosedPage());
    if (!usable) return reply.redirect(link.refresh_url, 303);
    link.used = true;
    const account = state.accounts.get(link.account)!;
    if (complete) {
      Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true, capabilities: { card_payments: 'active', transfers: 'active' } });
      webhooks.send({ ...eventOf('account.updated', account, null), account: account.id });
    }
    return reply.redirect(link.return_url, 303);
  };
  app.post('/connect/onboarding/:id/complete', answer(true));
  app.post('/connect/onboarding/:id/leave', answer(false));
}
