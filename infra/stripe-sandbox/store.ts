import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Stripe's: a prefix and 24 letters or digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return `${prefix}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: PaymentIntent;
  setup_intent?: SetupIntent;
}

export interface Customer {
  id: string; object: 'customer'; created: number; livemode: false;
  email: string | null; name: string | null; description: string | null; metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}

export interface PaymentMethod {
  id: string; object: 'payment_method'; type: 'card'; created: number; livemode: false; customer: string | null; metadata: Record<string, string>;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: 'FR' };
  billing_details: { address: null; email: null; name: null; phone: null };
}

export interface SetupIntent {
  id: string; object: 'setup_intent'; created: number; livemode: false; client_secret: string;
  customer: string | null; payment_method: string | null; payment_method_types: ['card']; usage: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
  last_setup_error: StripeErrorBody | null; metadata: Record<string, string>; description: string | null; cancellation_reason: string | null;
}

export interface PaymentIntent {
  id: string; object: 'payment_intent'; created: number; livemode: false; client_secret: string;
  amount: number; amount_received: number; currency: string; customer: string | null; payment_method: string | null;
  payment_method_types: ['card']; capture_method: 'automatic'; confirmation_method: 'automatic';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  next_action: null; last_payment_error: StripeErrorBody | null; latest_charge: string | null;
  metadata: Record<string, string>; description: string | null; cancellation_reason: string | null; canceled_at: number | null;
  /** A destination charge (Stripe Connect): the amount goes to this connected account, less the platform's fee. */
  transfer_data: { destination: string } | null; application_fee_amount: number | null;
}

/** A connected account (Stripe Connect, Express): the producer's own card account. */
export interface Account {
  id: string; object: 'account'; type: 'express' | 'standard'; created: number; country: string; email: string | null;
  default_currency: 'eur'; business_profile: { name: string | null };
  charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean;
  capabilities: { card_payments: 'active' | 'inactive'; transfers: 'active' | 'inactive' };
  metadata: Record<string, string>;
}

/** A one-time onboarding link: used once, or expired, it sends the producer to its refresh_url. */
export interface AccountLink { object: 'account_link'; created: number; expires_at: number; url: string; account: string; refresh_url: string; return_url: string; used: boolean }

/** What an account holds, in cents: destination charges land in `pending`, as at Stripe. */
export interface Balance { available: number; pending: number }

/** What the sandbox remembers, in memory only: it starts empty every time. */
export interface SandboxState {
  customers: Map<string, Customer>;
  paymentMethods: Map<string, PaymentMethod>;
  /** The full card number behind a payment method (its test behaviour); never sent back. */
  cardNumbers: Map<string, string>;
  /** Payment methods set up for off-session use (a succeeded setup intent). */
  offSessionReady: Set<string>;
  setupIntents: Map<string, SetupIntent>;
  /** Where the 3-D Secure page sends the buyer back (Stripe keeps it too, without showing it). */
  returnUrls: Map<string, string | null>;
  paymentIntents: Map<string, PaymentIntent>;
  accounts: Map<string, Account>;
  /** By the token in the link's URL. */
  accountLinks: Map<string, AccountLink>;
  /** By account id; the platform's own under 'platform'. */
  balances: Map<string, Balance>;
}

export const emptyState = (): SandboxState => ({
  customers: new Map(), paymentMethods: new Map(), cardNumbers: new Map(), offSessionReady: new Set(),
  setupIntents: new Map(), returnUrls: new Map(), paymentIntents: new Map(),
  accounts: new Map(), accountLinks: new Map(), balances: new Map(),
});
