import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textOf, textsOf, flagOf, type FormObject } from './form-body';
import { confirmPayment, confirmSetup, newPaymentIntent, newSetupIntent, type Outcome } from './intents';
import { newId, nowSeconds, type Customer, type PaymentMethod, type SandboxState, type StripeErrorBody } from './store';
import { destinationChargeOf } from './connect-routes';
import { brandOf, cardDetailsError } from './test-cards';
import { eventOf, type WebhookSender } from './webhook-sender';

export interface ApiContext {
  state: SandboxState;
  webhooks: WebhookSender;
  /** Base URL browsers reach the sandbox at (the 3-D Secure page lives there). */
  publicUrl: () => string;
}

type Params = { id: string };
const bodyOf = (request: FastifyRequest): FormObject => (request.body && typeof request.body === 'object' ? request.body as FormObject : {});

const fail = (reply: FastifyReply, status: number, error: StripeErrorBody) => reply.code(status).send({ error });
const invalid = (reply: FastifyReply, message: string, param?: string) => fail(reply, 400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (reply: FastifyReply, kind: string, id: string, param: string) =>
  fail(reply, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

/** The Stripe API endpoints Vendange uses, on the sandbox's in-memory state. */
export function registerApiRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;
  const apiVersionOf = (request: FastifyRequest) => (typeof request.headers['stripe-version'] === 'string' ? request.headers['stripe-version'] : null);
  const answer = <T extends { id: string }>(request: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>, key: 'setup_intent' | 'payment_intent') => {
    if (outcome.event) ctx.webhooks.send(eventOf(outcome.event, outcome.intent, apiVersionOf(request)));
    if (outcome.error) return fail(reply, 402, { ...outcome.error, [key]: structuredClone(outcome.intent) });
    return outcome.intent;
  };

  app.post('/v1/customers', async (request) => {
    const body = bodyOf(request);
    const customer: Customer = {
      id: newId('cus', 14), object: 'customer', created: nowSeconds(), livemode: false,
      email: textOf(body, 'email') ?? null, name: textOf(body, 'name') ?? null, description: textOf(body, 'description') ?? null,
      metadata: textsOf(body.metadata), invoice_settings: { default_payment_method: null },
    };
    state.customers.set(customer.id, customer);
    return customer;
  });

  app.get<{ Params: Params }>('/v1/customers/:id', async (request, reply) => state.customers.get(request.params.id) ?? missing(reply, 'customer', request.params.id, 'id'));

  app.post('/v1/payment_methods', async (request, reply) => {
    const body = bodyOf(request);
    if (textOf(body, 'type') !== 'card') return invalid(reply, 'Only payment methods of type card are available in this sandbox.', 'type');
    const card = body.card && typeof body.card === 'object' && !Array.isArray(body.card) ? body.card as FormObject : {};
    const number = (textOf(card, 'number') ?? '').replace(/\s/g, '');
    if (!number) return invalid(reply, 'Missing required param: card[number].', 'card[number]');
    const details = { number, expMonth: Number(textOf(card, 'exp_month')), expYear: Number(textOf(card, 'exp_year')), cvc: textOf(card, 'cvc') ?? '' };
    const refused = cardDetailsError(details, new Date());
    if (refused) return fail(reply, 402, { type: 'card_error', code: refused.code, message: refused.message, param: `card[${refused.field}]` });
    const pm: PaymentMethod = {
      id: newId('pm'), object: 'payment_method', type: 'card', created: nowSeconds(), livemode: false, customer: null, metadata: textsOf(body.metadata),
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: details.expMonth, exp_year: details.expYear < 100 ? 2000 + details.expYear : details.expYear, funding: 'credit', country: 'FR' },
      billing_details: { address: null, email: null, name: null, phone: null },
    };
    state.paymentMethods.set(pm.id, pm);
    state.cardNumbers.set(pm.id, number);
    return pm;
  });

  app.post<{ Params: Params }>('/v1/payment_methods/:id/attach', async (request, reply) => {
    const pm = state.paymentMethods.get(request.params.id);
    if (!pm) return missing(reply, 'payment_method', request.params.id, 'payment_method');
    const customerId = textOf(bodyOf(request), 'customer');
    if (!customerId) return invalid(reply, 'Missing required param: customer.', 'customer');
    if (!state.customers.has(customerId)) return missing(reply, 'customer', customerId, 'customer');
    if (pm.customer && pm.customer !== customerId) return invalid(reply, 'The payment method you provided has already been attached to a customer.', 'payment_method');
    pm.customer = customerId;
    return pm;
  });

  /** Customer and payment method of an intent: both must exist, and a card saved on another customer is refused. */
  const partiesOf = (body: FormObject, reply: FastifyReply): { customer: string | null; paymentMethod: string | null } | null => {
    const customer = textOf(body, 'customer') ?? null;
    const paymentMethod = textOf(body, 'payment_method') ?? null;
    if (customer && !state.customers.has(customer)) { missing(reply, 'customer', customer, 'customer'); return null; }
    const pm = paymentMethod ? state.paymentMethods.get(paymentMethod) : undefined;
    if (paymentMethod && !pm) { missing(reply, 'payment_method', paymentMethod, 'payment_method'); return null; }
    if (pm?.customer && customer && pm.customer !== customer) {
      invalid(reply, `The provided PaymentMethod belongs to another Customer than '${customer}'.`, 'payment_method');
      return null;
    }
    return { customer, paymentMethod };
  };

  app.post('/v1/setup_intents', async (request, reply) => {
    const body = bodyOf(request);
    const parties = partiesOf(body, reply);
    if (!parties) return reply;
    const si = newSetupIntent({ ...parties, usage: textOf(body, 'usage') ?? 'off_session', metadata: textsOf(body.metadata), description: textOf(body, 'description') ?? null });
    state.setupIntents.set(si.id, si);
    state.returnUrls.set(si.id, textOf(body, 'return_url') ?? null);
    if (!flagOf(body, 'confirm')) return si;
    if (!si.payment_method) return invalid(reply, "You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method');
    return answer(request, reply, confirmSetup(state, si, `${ctx.publicUrl()}/3ds/${si.id}`), 'setup_intent');
  });

  app.get<{ Params: Params }>('/v1/setup_intents/:id', async (request, reply) => state.setupIntents.get(request.params.id) ?? missing(reply, 'setupintent', request.params.id, 'intent'));

  app.post('/v1/payment_intents', async (request, reply) => {
    const body = bodyOf(request);
    const amount = Number(textOf(body, 'amount'));
    if (!Number.isInteger(amount) || amount < 1) return invalid(reply, 'Missing required param: amount.', 'amount');
    const currency = textOf(body, 'currency')?.toLowerCase();
    if (!currency) return invalid(reply, 'Missing required param: currency.', 'currency');
    // Stripe's minimum charge for euros.
    if (amount < 50) return fail(reply, 400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur', param: 'amount' });
    const parties = partiesOf(body, reply);
    if (!parties) return reply;
    const charge = destinationChargeOf(state, body, amount);
    if ('refused' in charge) return fail(reply, 400, charge.refused);
    const pi = newPaymentIntent({ amount, currency, ...parties, ...charge, metadata: textsOf(body.metadata), description: textOf(body, 'description') ?? null });
    state.paymentIntents.set(pi.id, pi);
    if (!flagOf(body, 'confirm')) return pi;
    if (!pi.payment_method) return invalid(reply, "You cannot confirm this PaymentIntent because it's missing a payment method.", 'payment_method');
    return answer(request, reply, confirmPayment(state, pi), 'payment_intent');
  });

  app.get('/v1/payment_intents', async (request) => {
    const query = (request.query ?? {}) as FormObject;
    const customer = textOf(query, 'customer');
    const data = [...state.paymentIntents.values()].filter((pi) => !customer || pi.customer === customer).sort((a, b) => b.created - a.created);
    return { object: 'list', data, has_more: false, url: '/v1/payment_intents' };
  });

  app.get<{ Params: Params }>('/v1/payment_intents/:id', async (request, reply) => state.paymentIntents.get(request.params.id) ?? missing(reply, 'payment_intent', request.params.id, 'intent'));

  app.post<{ Params: Params }>('/v1/payment_intents/:id/cancel', async (request, reply) => {
    const pi = state.paymentIntents.get(request.params.id);
    if (!pi) return missing(reply, 'payment_intent', request.params.id, 'intent');
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      return fail(reply, 400, {
        type: 'invalid_request_error', code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      });
    }
    pi.status = 'canceled';
    pi.cancellation_reason = textOf(bodyOf(request), 'cancellation_reason') ?? null;
    pi.canceled_at = nowSeconds();
    return pi;
  });
}
