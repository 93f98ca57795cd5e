import { cartMessages, ruleMessages } from '@vendange/contracts';

export interface CardDetails { number: string; expMonth: number; expYear: number; cvc: string }

/** What the buyer is told for each refusal of the card's details by the provider. */
const messageOfCode: Record<string, string> = {
  incorrect_number: ruleMessages.cardNumber,
  invalid_number: ruleMessages.cardNumber,
  invalid_expiry_month: ruleMessages.cardExpiration,
  invalid_expiry_year: ruleMessages.cardExpiration,
  expired_card: ruleMessages.cardExpiration,
  invalid_cvc: ruleMessages.cvv,
  incorrect_cvc: ruleMessages.cvv,
};

/**
 * Sends the card straight from the browser to the payment provider (Stripe, or its local test sandbox)
 * with the publishable key, the way Stripe.js creates a PaymentMethod: the card number never reaches
 * our servers, which only ever see the `pm_…` id. A form-encoded body with the key in it is a "simple"
 * cross-origin request, so no preflight is needed.
 */
export async function createCardPaymentMethod(input: { apiUrl: string; publishableKey: string; card: CardDetails }): Promise<{ id: string } | { error: string }> {
  const body = new URLSearchParams({
    key: input.publishableKey,
    type: 'card',
    'card[number]': input.card.number.replace(/[\s-]/g, ''),
    'card[exp_month]': String(input.card.expMonth),
    'card[exp_year]': String(input.card.expYear),
    'card[cvc]': input.card.cvc.trim(),
  });
  try {
    const res = await fetch(`${input.apiUrl.replace(/\/$/, '')}/v1/payment_methods`, {
      method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const json = (await res.json().catch(() => null)) as { id?: unknown; error?: { code?: string } } | null;
    if (res.ok && typeof json?.id === 'string') return { id: json.id };
    return { error: messageOfCode[json?.error?.code ?? ''] ?? cartMessages.paymentFailed };
  } catch {
    // Offline, or the provider unreachable.
    return { error: cartMessages.paymentFailed };
  }
}
