import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFormBody } from '../../../infra/stripe-sandbox/form-body';
import { startStripeSandbox, type StripeSandbox } from '../../../infra/stripe-sandbox/sandbox';
import { cardDetailsError, passesLuhn, testCards } from '../../../infra/stripe-sandbox/test-cards';
import { signatureHeader } from '../../../infra/stripe-sandbox/webhook-sender';

const SECRET = 'whsec_sandbox_test_secret';
const clientOf = (url: string, key = 'sk_test_sandbox') => {
  const u = new URL(url);
  return new Stripe(key, { host: u.hostname, port: u.port, protocol: 'http', maxNetworkRetries: 0 });
};

describe('Stripe sandbox: form bodies, cards, signatures', () => {
  it("reads Stripe's bracket notation, lists included, and ignores keys that would reach the prototype", () => {
    expect(parseFormBody('type=card&card[number]=4242&card[exp_month]=12&metadata[orderId]=7&expand[]=a&expand[]=b&items[0][price]=p1&items[1][price]=p2'))
      .toEqual({ type: 'card', card: { number: '4242', exp_month: '12' }, metadata: { orderId: '7' }, expand: ['a', 'b'], items: [{ price: 'p1' }, { price: 'p2' }] });
    const polluted = parseFormBody('__proto__[admin]=1&a[constructor][x]=1&ok=1');
    expect(polluted).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(parseFormBody('a[b][c][d][e][f]=too-deep&x=%C3%A9t%C3%A9')).toEqual({ x: 'été' });
  });

  it('checks card numbers with Luhn and refuses bad details the way Stripe does', () => {
    for (const number of Object.values(testCards)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const now = new Date('2026-11-21T12:00:00Z');
    const ok = { number: testCards.succeeds, expMonth: 12, expYear: 2030, cvc: '123' };
    expect(cardDetailsError(ok, now)).toBeNull();
    expect(cardDetailsError({ ...ok, expMonth: 11, expYear: 26 }, now)).toBeNull();
    expect(cardDetailsError({ ...ok, number: '4242424242424241' }, now)?.code).toBe('incorrect_number');
    expect(cardDetailsError({ ...ok, expMonth: 13 }, now)?.code).toBe('invalid_expiry_month');
    expect(cardDetailsError({ ...ok, expMonth: 10, expYear: 2026 }, now)?.code).toBe('expired_card');
    expect(cardDetailsError({ ...ok, cvc: '12' }, now)?.code).toBe('invalid_cvc');
  });

  it("signs events so that stripe.webhooks.constructEvent accepts them, and a changed body is refused", () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'setup_intent.succeeded', data: { object: { id: 'seti_1' } } });
    const header = signatureHeader(body, SECRET);
    expect(Stripe.webhooks.constructEvent(body, header, SECRET).id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(body.replace('seti_1', 'seti_2'), header, SECRET)).toThrow();
    expect(() => Stripe.webhooks.constructEvent(body, header, 'whsec_other')).toThrow();
  });
});

describe('Stripe sandbox: the API through the stripe package', () => {
  let sandbox: StripeSandbox;
  let stripe: Stripe;
  let receiver: Server;
  const received: Array<{ event: Stripe.Event }> = [];

  beforeAll(async () => {
    // A webhook endpoint that keeps only what passes Stripe's own signature check.
    receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
      req.on('end', () => {
        try {
          received.push({ event: Stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), SECRET) });
          res.writeHead(200).end();
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    sandbox = await startStripeSandbox({ webhookSecret: SECRET, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` });
    stripe = clientOf(sandbox.url);
  });
  afterAll(async () => {
    await sandbox?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const browserCard = async (number: string, key = 'pk_test_sandbox') => {
    const res = await fetch(`${sandbox.url}/v1/payment_methods`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' }),
    });
    return { status: res.status, body: await res.json() as { id: string; card: { last4: string; brand: string }; error?: { type: string; code: string } } };
  };
  const setUp = async (number: string) => {
    const customer = await stripe.customers.create({ email: 'buyer@vendange.test' });
    const pm = (await browserCard(number)).body.id;
    await stripe.paymentMethods.attach(pm, { customer: customer.id });
    return { customer: customer.id, pm };
  };
  const eventually = async (check: () => boolean) => {
    for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(check()).toBe(true);
  };

  it('asks for a secret key, refuses live keys, and lets a publishable key only create payment methods', async () => {
    const noKey = await fetch(`${sandbox.url}/v1/customers`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    await expect(clientOf(sandbox.url, 'sk_live_nope').customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(clientOf(sandbox.url, 'pk_test_sandbox').customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const created = await browserCard(testCards.succeeds);
    expect(created.status).toBe(200);
    expect(created.body.card).toMatchObject({ last4: '4242', brand: 'visa' });
    expect(JSON.stringify(created.body)).not.toContain('4242424242424242');
    expect((await browserCard(testCards.succeeds, 'pk_live_nope')).status).toBe(401);
  });

  it('answers the browser\'s CORS preflight', async () => {
    const res = await fetch(`${sandbox.url}/v1/payment_methods`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('refuses a card number that fails Luhn with a Stripe card error', async () => {
    const res = await browserCard('4242424242424241');
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
  });

  it('replays a request with the same idempotency key, and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@vendange.test' }, { idempotencyKey: 'customer-a' });
    const again = await stripe.customers.create({ email: 'a@vendange.test' }, { idempotencyKey: 'customer-a' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(stripe.customers.create({ email: 'b@vendange.test' }, { idempotencyKey: 'customer-a' })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((await stripe.customers.retrieve(first.id)).id).toBe(first.id);
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('4242: the setup succeeds, then an off-session payment succeeds; events are signed like Stripe\'s', async () => {
    const { customer, pm } = await setUp(testCards.succeeds);
    const si = await stripe.setupIntents.create({ customer, payment_method: pm, confirm: true, usage: 'off_session', return_url: 'http://localhost/validate3ds' });
    expect(si.status).toBe('succeeded');
    const pi = await stripe.paymentIntents.create({ amount: 2450, currency: 'eur', customer, payment_method: pm, off_session: true, confirm: true, metadata: { orderId: '1' } });
    expect(pi).toMatchObject({ status: 'succeeded', amount: 2450, amount_received: 2450, currency: 'eur' });
    await eventually(() => received.some((r) => r.event.type === 'payment_intent.succeeded' && r.event.data.object.id === pi.id));
    expect(received.some((r) => r.event.type === 'setup_intent.succeeded' && r.event.data.object.id === si.id)).toBe(true);
    expect((await stripe.paymentIntents.list({ customer })).data.map((p) => p.id)).toEqual([pi.id]);
  });

  it('3155: the setup asks for 3-D Secure on the sandbox page, whose buttons answer and send the buyer back', async () => {
    const { customer, pm } = await setUp(testCards.authenticateOnSetup);
    // Before any setup, an off-session payment needs authentication.
    await expect(stripe.paymentIntents.create({ amount: 1000, currency: 'eur', customer, payment_method: pm, off_session: true, confirm: true }))
      .rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    const si = await stripe.setupIntents.create({ customer, payment_method: pm, confirm: true, usage: 'off_session', return_url: 'http://localhost:3000/validate3ds' });
    expect(si.status).toBe('requires_action');
    const page = await fetch(si.next_action!.redirect_to_url!.url!);
    const html = await page.text();
    expect(html).toContain('Authentifier');
    expect(html).toContain('Échouer');
    const back = await fetch(`${sandbox.url}/3ds/${si.id}/authenticate`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/validate3ds');
    expect(Object.fromEntries(location.searchParams)).toEqual({ setup_intent: si.id, setup_intent_client_secret: si.client_secret, redirect_status: 'succeeded' });
    expect((await stripe.setupIntents.retrieve(si.id)).status).toBe('succeeded');
    // Once set up off session, the card pays without the buyer.
    expect((await stripe.paymentIntents.create({ amount: 1000, currency: 'eur', customer, payment_method: pm, off_session: true, confirm: true })).status).toBe('succeeded');
    // The challenge is over: answering it again changes nothing.
    expect((await fetch(`${sandbox.url}/3ds/${si.id}/fail`, { method: 'POST', redirect: 'manual' })).status).toBe(200);
    expect((await stripe.setupIntents.retrieve(si.id)).status).toBe('succeeded');
  });

  it('3155 failed: the intent waits for another card and the buyer comes back with redirect_status=failed', async () => {
    const { customer, pm } = await setUp(testCards.authenticateOnSetup);
    const si = await stripe.setupIntents.create({ customer, payment_method: pm, confirm: true, usage: 'off_session', return_url: 'http://localhost:3000/validate3ds' });
    const back = await fetch(`${sandbox.url}/3ds/${si.id}/fail`, { method: 'POST', redirect: 'manual' });
    expect(new URL(back.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect(await stripe.setupIntents.retrieve(si.id)).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'setup_intent_authentication_failure' } });
    await eventually(() => received.some((r) => r.event.type === 'setup_intent.setup_failed' && r.event.data.object.id === si.id));
  });

  it('9995: declined at setup (insufficient funds), the intent inside the error', async () => {
    const { customer, pm } = await setUp(testCards.declinedAtSetup);
    const error = await stripe.setupIntents.create({ customer, payment_method: pm, confirm: true, usage: 'off_session' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds', setup_intent: { status: 'requires_payment_method' } });
  });

  it('0341: set up fine, then the off-session payment is declined; a failed intent can be cancelled, a paid one cannot', async () => {
    const { customer, pm } = await setUp(testCards.declinedOnPayment);
    expect((await stripe.setupIntents.create({ customer, payment_method: pm, confirm: true, usage: 'off_session' })).status).toBe('succeeded');
    const error = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', customer, payment_method: pm, off_session: true, confirm: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'StripeCardError', code: 'card_declined', payment_intent: { status: 'requires_payment_method', amount: 5000 } });
    const failedId = (error as Stripe.errors.StripeCardError).payment_intent!.id;
    await eventually(() => received.some((r) => r.event.type === 'payment_intent.payment_failed' && r.event.data.object.id === failedId));
    expect((await stripe.paymentIntents.cancel(failedId)).status).toBe('canceled');
    const paid = await setUp(testCards.succeeds);
    const pi = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', customer: paid.customer, payment_method: paid.pm, off_session: true, confirm: true });
    await expect(stripe.paymentIntents.cancel(pi.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});
