import Stripe from 'stripe';
import type { OrdersEnv } from '../env';

/** Stripe's own API origin, used unless STRIPE_API_URL names another (the local test sandbox). */
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** Where the provider's API is, for the server and for the browser alike. */
export const providerApiUrl = (env: OrdersEnv): string => (env.STRIPE_API_URL ?? STRIPE_API_ORIGIN).replace(/\/$/, '');

/**
 * The Stripe client of the orders service: real Stripe with STRIPE_SECRET_KEY, or the local sandbox when
 * STRIPE_API_URL points at it; null when no secret key is set (card payment is then not offered).
 */
export function stripeClient(env: OrdersEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const common = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: 'Vendange' } } as const;
  if (!env.STRIPE_API_URL) return new Stripe(env.STRIPE_SECRET_KEY, common);
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(env.STRIPE_SECRET_KEY, { ...common, host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol });
}
