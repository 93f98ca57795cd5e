import { behaviourOf, cardErrors } from './test-cards';
import { newId, nowSeconds, type PaymentIntent, type SandboxState, type SetupIntent, type StripeErrorBody } from './store';
import type { SandboxEventType } from './webhook-sender';

/** What confirming an intent did: the intent as it now is, the event to send, and the error to answer with, if any. */
export interface Outcome<T> {
  intent: T;
  event: SandboxEventType | null;
  /** A card error answers 402 with the intent inside, as Stripe does. */
  error: StripeErrorBody | null;
}

const cardError = (base: { code: string; message: string }, declineCode?: string): StripeErrorBody => ({
  type: 'card_error', code: base.code, message: base.message, ...(declineCode ? { decline_code: declineCode } : {}),
});

/** The setup intent succeeds: its card is saved on the customer and, for off-session use, ready to be charged later. */
export function succeedSetup(state: SandboxState, si: SetupIntent): Outcome<SetupIntent> {
  si.status = 'succeeded';
  si.next_action = null;
  si.last_setup_error = null;
  const pm = si.payment_method ? state.paymentMethods.get(si.payment_method) : undefined;
  if (pm && si.customer && !pm.customer) pm.customer = si.customer;
  if (pm && si.usage === 'off_session') state.offSessionReady.add(pm.id);
  return { intent: si, event: 'setup_intent.succeeded', error: null };
}

/** The setup fails: the intent waits for another card, as Stripe leaves it. */
export function failSetup(si: SetupIntent, error: StripeErrorBody): Outcome<SetupIntent> {
  si.status = 'requires_payment_method';
  si.next_action = null;
  si.payment_method = null;
  si.last_setup_error = error;
  return { intent: si, event: 'setup_intent.setup_failed', error };
}

/** Confirms a setup intent with its card: succeeds, asks for 3-D Secure on the sandbox page, or is declined. */
export function confirmSetup(state: SandboxState, si: SetupIntent, challengeUrl: string): Outcome<SetupIntent> {
  const number = si.payment_method ? state.cardNumbers.get(si.payment_method) ?? '' : '';
  const behaviour = behaviourOf(number);
  if (behaviour.setup === 'declined') {
    const base = behaviour.declineCode === 'insufficient_funds' ? cardErrors.insufficientFunds : cardErrors.declined;
    return failSetup(si, cardError(base, behaviour.declineCode));
  }
  if (behaviour.setup === 'requiresAction') {
    si.status = 'requires_action';
    si.next_action = { type: 'redirect_to_url', redirect_to_url: { url: challengeUrl, return_url: state.returnUrls.get(si.id) ?? null } };
    return { intent: si, event: null, error: null };
  }
  return succeedSetup(state, si);
}

/** The 3-D Secure challenge was failed: Stripe's own error for it. */
export const authenticationFailure: StripeErrorBody = {
  type: 'invalid_request_error', code: 'setup_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/**
 * Confirms a payment: a card that needs authentication passes off-session only once it went through
 * an off-session setup; a declining card is declined; any other succeeds at once (no capture step).
 */
export function confirmPayment(state: SandboxState, pi: PaymentIntent): Outcome<PaymentIntent> {
  const pmId = pi.payment_method ?? '';
  const behaviour = behaviourOf(state.cardNumbers.get(pmId) ?? '');
  const refused = behaviour.payment === 'declined'
    ? cardError(behaviour.declineCode === 'insufficient_funds' ? cardErrors.insufficientFunds : cardErrors.declined, behaviour.declineCode)
    : behaviour.payment === 'authentication' && !state.offSessionReady.has(pmId) ? cardError(cardErrors.authenticationRequired, 'authentication_required') : null;
  pi.latest_charge = newId('ch');
  if (refused) {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = refused;
    return { intent: pi, event: 'payment_intent.payment_failed', error: refused };
  }
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.last_payment_error = null;
  settle(state, pi);
  return { intent: pi, event: 'payment_intent.succeeded', error: null };
}

/** A succeeded destination charge: the connected account's pending balance gets the amount less the fee, the platform the fee. */
function settle(state: SandboxState, pi: PaymentIntent): void {
  const credit = (account: string, cents: number) => {
    const balance = state.balances.get(account) ?? { available: 0, pending: 0 };
    balance.pending += cents;
    state.balances.set(account, balance);
  };
  if (!pi.transfer_data) return credit('platform', pi.amount);
  const fee = pi.application_fee_amount ?? 0;
  credit(pi.transfer_data.destination, pi.amount - fee);
  credit('platform', fee);
}

/** A new setup intent, before confirmation. */
export function newSetupIntent(input: { customer: string | null; paymentMethod: string | null; usage: string; metadata: Record<string, string>; description: string | null }): SetupIntent {
  const id = newId('seti');
  return {
    id, object: 'setup_intent', created: nowSeconds(), livemode: false, client_secret: `${id}_secret_${newId('s', 24).slice(2)}`,
    customer: input.customer, payment_method: input.paymentMethod, payment_method_types: ['card'], usage: input.usage,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method', next_action: null, last_setup_error: null,
    metadata: input.metadata, description: input.description, cancellation_reason: null,
  };
}

/** A new payment intent, before confirmation. */
export function newPaymentIntent(input: {
  amount: number; currency: string; customer: string | null; paymentMethod: string | null; metadata: Record<string, string>; description: string | null;
  destination: string | null; applicationFee: number | null;
}): PaymentIntent {
  const id = newId('pi');
  return {
    id, object: 'payment_intent', created: nowSeconds(), livemode: false, client_secret: `${id}_secret_${newId('s', 24).slice(2)}`,
    amount: input.amount, amount_received: 0, currency: input.currency, customer: input.customer, payment_method: input.paymentMethod,
    payment_method_types: ['card'], capture_method: 'automatic', confirmation_method: 'automatic',
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method', next_action: null, last_payment_error: null,
    latest_charge: null, metadata: input.metadata, description: input.description, cancellation_reason: null, canceled_at: null,
    transfer_data: input.destination ? { destination: input.destination } : null, application_fee_amount: input.applicationFee,
  };
}
