/**
 * Test card numbers that behave like Stripe's own (https://docs.stripe.com/testing). Any other number
 * that passes the Luhn check behaves like 4242 4242 4242 4242.
 */
export const testCards = {
  succeeds: '4242424242424242',
  /** 3-D Secure on setup; once set up, off-session payments succeed. */
  authenticateOnSetup: '4000002500003155',
  /** Declined at setup: insufficient funds. */
  declinedAtSetup: '4000000000009995',
  /** Set up fine, then every off-session payment is declined. */
  declinedOnPayment: '4000000000000341',
} as const;

/** What a card does at setup and at an off-session payment. */
export interface CardBehaviour {
  setup: 'succeeds' | 'requiresAction' | 'declined';
  /** 'authentication' succeeds only once the card went through an off-session setup. */
  payment: 'succeeds' | 'authentication' | 'declined';
  declineCode: string;
}

export function behaviourOf(number: string): CardBehaviour {
  switch (number) {
    case testCards.authenticateOnSetup: return { setup: 'requiresAction', payment: 'authentication', declineCode: 'generic_decline' };
    case testCards.declinedAtSetup: return { setup: 'declined', payment: 'declined', declineCode: 'insufficient_funds' };
    case testCards.declinedOnPayment: return { setup: 'succeeds', payment: 'declined', declineCode: 'generic_decline' };
    default: return { setup: 'succeeds', payment: 'succeeds', declineCode: 'generic_decline' };
  }
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's brand names from the number's prefix. */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** Messages and codes of Stripe's card errors, as the API answers them. */
export const cardErrors = {
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalidExpiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  authenticationRequired: { code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' },
} as const;

/** Why a card's details are refused when the payment method is created (and which `card[…]` field), or null when they are fine. */
export function cardDetailsError(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): { code: string; message: string; field: string } | null {
  if (!passesLuhn(card.number)) return { ...cardErrors.incorrectNumber, field: 'number' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return { ...cardErrors.invalidExpiryMonth, field: 'exp_month' };
  // Two-digit years are read in this century, as Stripe does.
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) return { ...cardErrors.invalidExpiryYear, field: 'exp_year' };
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) return { ...cardErrors.expired, field: 'exp_year' };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ...cardErrors.invalidCvc, field: 'cvc' };
  return null;
}
