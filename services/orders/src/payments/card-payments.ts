import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { cartMessages, waitingPaymentMessages, type PaymentStatus } from '@vendange/contracts';
import { platformFeeCents } from '@vendange/pricing';
import { HttpError, notFound, type Db } from '@vendange/service-kit';
import type { OrdersEnv } from '../env';
import { debitStatusOf, debitPhase, imprintPhase, imprintStatusOf } from './payment-status';
import { paymentsRepo, type PaymentOrder } from './payments-repo';
import { cardAccountsRepo } from './card-accounts-repo';
import { DEFAULT_PLATFORM_FEE_BPS } from './card-accounts';
import { providerApiUrl, stripeClient } from './stripe-client';
import { allowedOrigins, threeDSecureReturnUrl } from './return-origin';
import { eventEffect, type ProviderEvent } from './webhook-effects';

export interface ImprintInput {
  checkoutId: string;
  buyer: { id: number; email: string; name: string };
  paymentMethodId: string;
  orders: { id: number; amountCents: number }[];
  /** The Origin of the buyer's request: 3-D Secure sends them back there when it is one of ours (return-origin.ts). */
  origin?: string | null | undefined;
}
export interface ImprintResult { status: 'setup' | 'requiresAction' | 'error'; redirectUrl: string | null; message: string | null }

export interface DebitResult {
  status: PaymentStatus;
  /** The orders whose debit just failed (their buyers are to be told). */
  failed: PaymentOrder[];
}

export interface CardPayments {
  /** Whether card payment can be offered (keys configured). */
  available: boolean;
  /** Browser-side settings to create a PaymentMethod: { publishableKey, apiUrl } (apiUrl = https://api.stripe.com or the sandbox URL). */
  publicConfig(): { publishableKey: string; apiUrl: string } | null;
  /**
   * Zero-euro imprint for the card orders of one checkout: finds or creates the buyer's customer, attaches the payment
   * method, creates one SetupIntent (confirm, off_session, return_url `<buyer's origin or publicUrl>/validate3ds`, idempotency key
   * `imprint-${checkoutId}-${paymentMethodId}`), records one card_payments row per order (status setup | requiresAction | error)
   * and sets each order's paymentStatus the same. Returns the redirect URL when 3-D Secure is needed.
   */
  imprint(input: ImprintInput): Promise<ImprintResult>;
  /**
   * A fresh 3-D Secure page for the buyer's order still waiting for it (the buyer left the first one): a new
   * SetupIntent with the same card for the orders the old one covered; null when the order waits for nothing.
   */
  reauthenticate(buyerId: number, orderId: number, origin: string | null | undefined): Promise<(ImprintResult & { orders: PaymentOrder[] }) | null>;
  /** The buyer is back from 3-D Secure: the provider (never the query string) says how the imprint ended. */
  /** `setUp`: the orders whose imprint this call completed (their producers are told now). */
  confirmImprint(buyerId: number, setupIntentId: string): Promise<{ status: 'setup' | 'processing'; orders: PaymentOrder[]; setUp: PaymentOrder[] }>;
  /** Debits a validated order whose imprint is done; null when it has no card payment waiting for it. */
  debit(orderId: number): Promise<DebitResult | null>;
  /** Cancels the order's card payment (a refused order), at the provider when a debit was started. */
  cancel(orderId: number): Promise<void>;
  /** A signed provider event: verified, recorded once, applied. */
  handleEvent(rawBody: Buffer | string, signature: string | undefined): Promise<{ duplicate: boolean; failed: PaymentOrder[]; setUp: PaymentOrder[] }>;
}

const unavailable = () => new HttpError(400, 'CARD_PAYMENT_UNAVAILABLE', "Le paiement par carte n'est pas disponible pour le moment.");
const paymentFailed = () => new HttpError(400, 'PAYMENT_FAILED', cartMessages.paymentFailed);
const providerUnavailable = () => new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE',
  'Le prestataire de paiement ne répond pas : réessayez de finaliser le paiement dans quelques minutes.');
const providerDown = () => new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE',
  'La commande est validée, mais le prestataire de paiement ne répond pas : validez-la de nouveau dans quelques minutes pour lancer le débit.');

/** The provider's refusal of a card (declined, authentication needed…), as opposed to an outage or a bug. */
const isCardError = (error: unknown): error is Stripe.errors.StripeCardError => error instanceof Stripe.errors.StripeCardError;
const isProviderError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;
const describe = (error: Stripe.errors.StripeError) => [error.code, error.decline_code, error.message].filter(Boolean).join(' · ');

export function cardPayments(deps: {
  db: Db; publicUrl: string; log: FastifyBaseLogger; env: OrdersEnv;
  /** Gives back the stock held by orders aborted because their card could not be saved (stock-holds.ts). */
  releaseStock?: (holds: { shopId: number; holdKey: string }[]) => Promise<void>;
}): CardPayments {
  const { env, log } = deps;
  const stripe = stripeClient(env);
  const repo = paymentsRepo(deps.db);
  const accounts = cardAccountsRepo(deps.db);
  const feeBasisPoints = env.STRIPE_PLATFORM_FEE_BPS ?? DEFAULT_PLATFORM_FEE_BPS;
  const origins = allowedOrigins(deps.publicUrl, env.ALLOWED_ORIGINS);
  /** After an imprint failed: the orders it aborted give their units back. */
  const releaseAborted = async (setupIntentId: string) => {
    if (deps.releaseStock) await deps.releaseStock(await repo.abortedOfSetupIntent(setupIntentId));
  };
  const available = stripe !== null;
  const provider = () => {
    if (!stripe) throw unavailable();
    return stripe;
  };

  async function customerFor(buyer: ImprintInput['buyer'], checkoutId: string): Promise<string> {
    const known = await repo.customerOf(buyer.id);
    if (known) return known;
    const created = await provider().customers.create(
      { email: buyer.email, name: buyer.name, metadata: { buyerId: String(buyer.id) } },
      { idempotencyKey: `customer-${buyer.id}-${checkoutId}` },
    );
    return repo.saveCustomer(buyer.id, created.id);
  }

  return {
    available,

    publicConfig() {
      if (!available || !env.STRIPE_PUBLISHABLE_KEY) return null;
      return { publishableKey: env.STRIPE_PUBLISHABLE_KEY, apiUrl: providerApiUrl(env) };
    },

    async imprint(input) {
      const stripeApi = provider();
      let customer: string | null = null;
      let setupIntent: Stripe.SetupIntent | null = null;
      let lastError: string | null = null;
      let declined = false;
      try {
        customer = await customerFor(input.buyer, input.checkoutId);
        await stripeApi.paymentMethods.attach(input.paymentMethodId, { customer }, { idempotencyKey: `attach-${input.paymentMethodId}-${customer}` });
        // A retry with another card is another imprint; the same card on the same checkout is the same one.
        setupIntent = await stripeApi.setupIntents.create({
          customer, payment_method: input.paymentMethodId, confirm: true, usage: 'off_session',
          return_url: threeDSecureReturnUrl(input.origin, deps.publicUrl, origins),
          metadata: { checkoutId: input.checkoutId, buyerId: String(input.buyer.id), orderIds: input.orders.map((o) => o.id).join(',') },
        }, { idempotencyKey: `imprint-${input.checkoutId}-${input.paymentMethodId}` });
      } catch (error) {
        if (!isProviderError(error)) throw error;
        if (!isCardError(error)) log.error({ err: error, checkoutId: input.checkoutId }, 'card imprint failed at the provider');
        setupIntent = error.setup_intent ?? null;
        lastError = describe(error);
        declined = isCardError(error);
      }
      const status = setupIntent && !lastError ? imprintStatusOf(setupIntent.status) : 'error';
      const recorded: ImprintResult['status'] = status === 'setup' || status === 'requiresAction' ? status : 'error';
      // Each order's debit will go to its producer's card account as it is now (checkout let only active ones through).
      const destinations = await accounts.destinationsOf(input.orders.map((o) => o.id));
      await repo.recordImprint(input.orders.map((o) => ({
        orderId: o.id, checkoutId: input.checkoutId, providerCustomerId: customer ?? '', paymentMethodId: input.paymentMethodId, destinationAccount: destinations.get(o.id) ?? null,
        setupIntentId: setupIntent?.id ?? null, amountCents: o.amountCents, status: recorded,
        lastError: lastError ?? (recorded === 'error' ? `setup intent ${setupIntent?.status ?? 'missing'}` : null),
      })));
      const redirectUrl = recorded === 'requiresAction' ? setupIntent?.next_action?.redirect_to_url?.url ?? null : null;
      // The bank's refusal of the card is said as such (another card will do); anything else stays the generic failure.
      const message = recorded !== 'error' ? null : declined ? cartMessages.cardDeclined : cartMessages.paymentFailed;
      return { status: recorded, redirectUrl, message };
    },

    async reauthenticate(buyerId, orderId, origin) {
      const card = await repo.cardOf(orderId);
      const order = await repo.orderOf(orderId);
      if (!card || !order || order.buyerId !== buyerId || card.status !== 'requiresAction' || !card.setupIntentId) return null;
      // Siblings the buyer cancelled meanwhile keep their cancelled payment.
      const covered: PaymentOrder[] = [];
      for (const o of await repo.ordersOfSetupIntent(card.setupIntentId)) {
        if (o.buyerId === buyerId && (await repo.cardOf(o.id))?.status === 'requiresAction') covered.push(o);
      }
      // Each request is a new page, so no fixed idempotency key (the client retries a network failure itself).
      let setupIntent: Stripe.SetupIntent | null = null;
      let lastError: string | null = null;
      let declined = false;
      try {
        setupIntent = await provider().setupIntents.create({
          customer: card.providerCustomerId, payment_method: card.paymentMethodId, confirm: true, usage: 'off_session',
          return_url: threeDSecureReturnUrl(origin, deps.publicUrl, origins),
          metadata: { checkoutId: card.checkoutId, buyerId: String(buyerId), orderIds: covered.map((o) => o.id).join(',') },
        });
      } catch (error) {
        if (!isProviderError(error)) throw error;
        if (!isCardError(error)) log.error({ err: error, orderId }, 'new 3-D Secure page could not be had from the provider');
        setupIntent = error.setup_intent ?? null;
        lastError = describe(error);
        declined = isCardError(error);
      }
      const status = setupIntent && !lastError ? imprintStatusOf(setupIntent.status) : 'error';
      const recorded: ImprintResult['status'] = status === 'setup' || status === 'requiresAction' ? status : 'error';
      if (recorded === 'error' && !declined && !setupIntent) throw providerUnavailable();
      const oldIntent = card.setupIntentId;
      await repo.recordImprint(covered.map((o) => ({
        orderId: o.id, checkoutId: card.checkoutId, providerCustomerId: card.providerCustomerId, paymentMethodId: card.paymentMethodId,
        setupIntentId: setupIntent?.id ?? oldIntent, amountCents: o.totalTtcCents, status: recorded === 'error' ? 'requiresAction' : recorded,
        lastError,
      })));
      if (recorded === 'error' && setupIntent) {
        // The card is refused now: the orders are aborted and their units go back, as at checkout.
        await repo.setImprintStatus(setupIntent.id, 'error', ['requiresAction'], lastError);
        await releaseAborted(setupIntent.id);
      }
      const redirectUrl = recorded === 'requiresAction' ? setupIntent?.next_action?.redirect_to_url?.url ?? null : null;
      return { status: recorded, redirectUrl, message: recorded !== 'error' ? null : declined ? cartMessages.cardDeclined : cartMessages.paymentFailed, orders: covered };
    },

    async confirmImprint(buyerId, setupIntentId) {
      const covered = (await repo.ordersOfSetupIntent(setupIntentId)).filter((o) => o.buyerId === buyerId);
      // Another buyer's intent answers like a missing one.
      if (covered.length === 0) throw notFound('Ce paiement est introuvable.');
      // Cancelled, replaced or expired while the bank's page was open: nothing goes on, and the buyer is told so.
      const cards = await Promise.all(covered.map((o) => repo.cardOf(o.id)));
      if (cards.every((c) => c?.status === 'cancelled')) throw new HttpError(400, 'PAYMENT_CANCELLED', waitingPaymentMessages.setAside);
      const intent = await provider().setupIntents.retrieve(setupIntentId);
      const status = imprintStatusOf(intent.status);
      if (status === 'setup' || status === 'processing') {
        const changed = await repo.setImprintStatus(setupIntentId, status, imprintPhase.filter((s) => s !== status));
        return { status, orders: covered, setUp: status === 'setup' ? changed : [] };
      }
      if (status === 'error' || status === 'cancelled') {
        await repo.setImprintStatus(setupIntentId, 'error', ['pending', 'requiresAction', 'processing'], intent.last_setup_error?.message ?? `setup intent ${intent.status}`);
        await releaseAborted(setupIntentId);
      }
      throw paymentFailed();
    },

    async debit(orderId) {
      const card = await repo.cardOf(orderId);
      const order = await repo.orderOf(orderId);
      if (!card || !order || card.status !== 'setup') return null;
      let intent: Stripe.PaymentIntent | null = null;
      let lastError: string | null = null;
      // A destination charge: the producer's account gets the amount less the platform's fee (docs/decisions/card-accounts.md).
      const fee = card.destinationAccount ? platformFeeCents(order.totalTtcCents, feeBasisPoints) : null;
      if (fee !== null) await repo.setApplicationFee(orderId, fee);
      try {
        intent = await provider().paymentIntents.create({
          amount: order.totalTtcCents, currency: 'eur', customer: card.providerCustomerId, payment_method: card.paymentMethodId,
          off_session: true, confirm: true, description: `Commande ${order.reference}`,
          metadata: { orderId: String(orderId), checkoutId: card.checkoutId, reference: order.reference },
          ...(card.destinationAccount && fee !== null ? { transfer_data: { destination: card.destinationAccount }, application_fee_amount: fee } : {}),
        }, { idempotencyKey: `debit-order-${orderId}` });
      } catch (error) {
        if (!isCardError(error)) {
          log.error({ err: error, orderId }, 'debit could not reach the payment provider');
          await repo.noteError(orderId, isProviderError(error) ? describe(error) : String(error));
          throw providerDown();
        }
        intent = error.payment_intent ?? null;
        lastError = describe(error);
      }
      const status = intent && !lastError ? debitStatusOf(intent.status) : 'error';
      const changed = await repo.setDebitStatus({
        paymentIntentId: intent?.id ?? null, orderId, status, from: debitPhase,
        lastError: lastError ?? (status === 'error' ? `payment intent ${intent?.status ?? 'missing'}` : null),
      });
      const now = await repo.cardOf(orderId);
      return { status: now?.status ?? status, failed: status === 'error' ? changed : [] };
    },

    async cancel(orderId) {
      const card = await repo.cardOf(orderId);
      if (!card) return;
      if (card.paymentIntentId && stripe) {
        try {
          await stripe.paymentIntents.cancel(card.paymentIntentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-order-${orderId}` });
        } catch (error) {
          // Already settled or cancelled at the provider: nothing left to stop.
          if (!isProviderError(error) || error.statusCode !== 400) throw error;
          log.warn({ err: error, orderId }, 'payment intent could not be cancelled');
        }
      }
      await repo.cancel(orderId);
    },

    async handleEvent(rawBody, signature) {
      if (!env.STRIPE_WEBHOOK_SECRET) throw new HttpError(400, 'WEBHOOK_NOT_CONFIGURED', "Les notifications du prestataire de paiement ne sont pas configurées (STRIPE_WEBHOOK_SECRET).");
      let event: ProviderEvent;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', env.STRIPE_WEBHOOK_SECRET) as unknown as ProviderEvent;
      } catch {
        throw new HttpError(400, 'BAD_SIGNATURE', 'Signature de la notification invalide.');
      }
      const effect = eventEffect(event);
      const { first, result } = await repo.onceForEvent(event, async (db) => {
        const tx = paymentsRepo(db);
        const none = { failed: [] as PaymentOrder[], setUp: [] as PaymentOrder[] };
        if (!effect) return none;
        if (effect.kind === 'account') {
          await cardAccountsRepo(db).setState(effect.accountId, { chargesEnabled: effect.chargesEnabled, detailsSubmitted: effect.detailsSubmitted });
          return none;
        }
        if (effect.kind === 'imprint') {
          const from = effect.status === 'setup' ? imprintPhase.filter((s) => s !== 'setup') : ['pending', 'requiresAction', 'processing'] as const;
          const changed = await tx.setImprintStatus(effect.setupIntentId, effect.status, from, effect.lastError);
          return { ...none, setUp: effect.status === 'setup' ? changed : [] };
        }
        const changed = await tx.setDebitStatus({ paymentIntentId: effect.paymentIntentId, orderId: effect.orderId, status: effect.status, from: debitPhase, lastError: effect.lastError });
        return { ...none, failed: effect.status === 'error' ? changed : [] };
      });
      if (first && effect?.kind === 'imprint' && effect.status === 'error') await releaseAborted(effect.setupIntentId);
      return { duplicate: !first, failed: result?.failed ?? [], setUp: result?.setUp ?? [] };
    },
  };
}
