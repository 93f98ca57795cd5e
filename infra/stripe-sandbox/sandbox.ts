import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { registerApiRoutes } from './api-routes';
import { registerConnectRoutes } from './connect-routes';
import { parseFormBody } from './form-body';
import { installIdempotency } from './idempotency';
import { authenticationFailure, failSetup, succeedSetup } from './intents';
import { emptyState } from './store';
import { challengeClosedPage, threeDSecurePage } from './three-d-secure-page';
import { eventOf, webhookSender } from './webhook-sender';

export interface StripeSandboxOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** Host name put in the URLs handed out (API and 3-D Secure page), the one browsers reach; default: host. */
  publicHost?: string;
  /** Where events are POSTed, signed; none are sent without it. */
  webhookUrl?: string | null;
  webhookSecret: string;
  log?: (message: string) => void;
}

export interface StripeSandbox {
  /** Base URL of the API, e.g. http://127.0.0.1:12111 (STRIPE_API_URL). */
  url: string;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

type KeyKind = 'secret' | 'publishable';

/** The API key of a request: `Authorization: Bearer …` (or Basic, as curl -u sends it), or a `key` form field as Stripe.js sends it. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString('utf8').split(':')[0] || null;
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.key === 'string' ? body.key : null;
}

const keyKind = (key: string): KeyKind | 'live' | null =>
  (/^sk_test_\w+$/.test(key) ? 'secret' : /^pk_test_\w+$/.test(key) ? 'publishable' : /^(sk|pk|rk)_live_/.test(key) ? 'live' : null);

const unauthorized = (reply: FastifyReply, message: string) => reply.code(401).send({ error: { type: 'invalid_request_error', message } });

/**
 * A local stand-in of the few Stripe API endpoints Vendange uses, with Stripe's test cards, its
 * error shapes, idempotency keys, a 3-D Secure page and signed webhooks. State lives in memory.
 */
export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const state = emptyState();
  const webhooks = webhookSender({ secret: options.webhookSecret, log });
  webhooks.setUrl(options.webhookUrl ?? null);
  let publicUrl = '';

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, routerOptions: { querystringParser: (text) => parseFormBody(text) } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseFormBody(body as string)));

  // The browser creates payment methods straight from the checkout page, on another origin.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account');
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-max-age', '600');
  });
  app.options('/v1/*', async (_request, reply) => reply.code(204).send());

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/v1/') || request.method === 'OPTIONS') return;
    const key = apiKeyOf(request);
    if (!key) return unauthorized(reply, 'You did not provide an API key. Provide it in the Authorization header (Bearer sk_test_…).');
    const kind = keyKind(key);
    if (kind === 'live') return unauthorized(reply, 'This is the Vendange Stripe test sandbox: live keys are refused.');
    if (!kind) return unauthorized(reply, `Invalid API Key provided: ${key.slice(0, 8)}…`);
    // A publishable key may only create payment methods, the one call a browser makes.
    if (kind === 'publishable' && !(request.method === 'POST' && request.routeOptions.url === '/v1/payment_methods')) {
      return unauthorized(reply, 'This API call cannot be made with a publishable API key. Please use a secret API key.');
    }
  });
  installIdempotency(app);

  registerApiRoutes(app, { state, webhooks, publicUrl: () => publicUrl });
  registerConnectRoutes(app, { state, webhooks, publicUrl: () => publicUrl });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). This sandbox only knows the endpoints Vendange uses.` },
  }));

  app.get<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const si = state.setupIntents.get(request.params.id);
    const pm = si?.payment_method ? state.paymentMethods.get(si.payment_method) : undefined;
    if (!si || si.status !== 'requires_action' || !pm) return challengeClosedPage();
    return threeDSecurePage({ id: si.id, last4: pm.card.last4, brand: pm.card.brand });
  });

  const answerChallenge = (passed: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const si = state.setupIntents.get(request.params.id);
    if (!si || si.status !== 'requires_action') return reply.type('text/html; charset=utf-8').send(challengeClosedPage());
    const outcome = passed ? succeedSetup(state, si) : failSetup(si, authenticationFailure);
    if (outcome.event) webhooks.send(eventOf(outcome.event, si, null));
    const returnUrl = state.returnUrls.get(si.id);
    if (!returnUrl) return reply.type('text/html; charset=utf-8').send(challengeClosedPage());
    const target = new URL(returnUrl);
    target.searchParams.set('setup_intent', si.id);
    target.searchParams.set('setup_intent_client_secret', si.client_secret);
    target.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
    return reply.redirect(target.toString(), 303);
  };
  app.post('/3ds/:id/authenticate', answerChallenge(true));
  app.post('/3ds/:id/fail', answerChallenge(false));

  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = options.publicHost ?? (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
  publicUrl = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  return {
    url: publicUrl,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    async close() {
      webhooks.close();
      await app.close();
    },
  };
}
