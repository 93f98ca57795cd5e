import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { cardAccountMessages, type CardAccount, type CardAccountLink } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { HttpError, type Db } from '@vendange/service-kit';
import type { OrdersEnv } from '../env';
import { cardAccountsRepo, type CardAccountRow } from './card-accounts-repo';
import { allowedOrigins, returnOrigin } from './return-origin';
import { stripeClient } from './stripe-client';

/** The platform's fee when STRIPE_PLATFORM_FEE_BPS is not set: 1.5 % of each card payment. */
export const DEFAULT_PLATFORM_FEE_BPS = 150;

export interface CardAccounts {
  /** The shop's card account as the provider sees it now (an account still being completed is asked again each time). */
  status(shopId: number): Promise<CardAccount>;
  /** The provider's onboarding page for the shop's account, opened first when the shop has none. */
  onboardingLink(shop: { id: number; name: string; email: string | null }, origin: string | null | undefined): Promise<CardAccountLink>;
  /** Of these shops, those card payment is offered for. */
  activeShops(shopIds: readonly number[]): Promise<number[]>;
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
const providerDown = () => new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', cardAccountMessages.providerDown);

/** Each producer's own card account through Stripe Connect (Express accounts, destination charges): docs/decisions/card-accounts.md. */
export function cardAccounts(deps: { db: Db; env: OrdersEnv; publicUrl: string; log: FastifyBaseLogger }): CardAccounts {
  const stripe = stripeClient(deps.env);
  const repo = cardAccountsRepo(deps.db);
  const origins = allowedOrigins(deps.publicUrl, deps.env.ALLOWED_ORIGINS);
  const feeBasisPoints = deps.env.STRIPE_PLATFORM_FEE_BPS ?? DEFAULT_PLATFORM_FEE_BPS;

  const shown = (row: CardAccountRow | null, balance: CardAccount['balance']): CardAccount => ({
    available: stripe !== null, feeBasisPoints, balance,
    status: !row ? 'none' : row.chargesEnabled ? 'active' : 'incomplete',
    stripe: row?.accountId ?? null, stripeIsActive: row?.chargesEnabled === true,
  });

  return {
    async status(shopId) {
      let row = await repo.ofShop(shopId);
      if (!row || !stripe) return shown(row, null);
      try {
        const account = await stripe.accounts.retrieve(row.accountId);
        row = await repo.setState(row.accountId, { chargesEnabled: account.charges_enabled === true, detailsSubmitted: account.details_submitted === true }) ?? row;
        const balance = await stripe.balance.retrieve({}, { stripeAccount: row.accountId });
        const sum = (parts: { amount: number; currency: string }[]) => parts.filter((p) => p.currency === 'eur').reduce((total, p) => total + p.amount, 0);
        return shown(row, { pendingCents: sum(balance.pending), availableCents: sum(balance.available) });
      } catch (error) {
        if (isMissing(error)) {
          // The provider does not know the account any more: the producer connects again.
          deps.log.warn({ shopId, accountId: row.accountId }, 'card account unknown at the provider: forgotten');
          await repo.forget(shopId, row.accountId);
          return shown(null, null);
        }
        deps.log.error({ err: error, shopId }, 'card account could not be read at the provider');
        return shown(row, null);
      }
    },

    async onboardingLink(shop, origin) {
      if (!stripe) throw new HttpError(400, 'CARD_PAYMENT_UNAVAILABLE', cardAccountMessages.unavailable);
      let row = await repo.ofShop(shop.id);
      if (row?.chargesEnabled) throw new HttpError(409, 'CARD_ACCOUNT_ACTIVE', cardAccountMessages.alreadyActive);
      const base = returnOrigin(origin, deps.publicUrl, origins);
      const back = (card: 'return' | 'refresh') => `${base}${getHref('settings', {}, { link: 'billing', card })}`;
      try {
        if (!row) {
          const account = await stripe.accounts.create({
            type: 'express', country: 'FR', email: shop.email ?? undefined, business_profile: { name: shop.name },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } }, metadata: { shopId: String(shop.id) },
          });
          // Two clicks at once may each open one: the first recorded is the shop's.
          row = await repo.save(shop.id, account.id);
        }
        const link = await stripe.accountLinks.create({ account: row.accountId, type: 'account_onboarding', return_url: back('return'), refresh_url: back('refresh') });
        return { url: link.url };
      } catch (error) {
        if (row && isMissing(error)) await repo.forget(shop.id, row.accountId);
        deps.log.error({ err: error, shopId: shop.id }, 'card account onboarding could not be had from the provider');
        throw providerDown();
      }
    },

    activeShops: (shopIds) => (stripe ? repo.activeShops(shopIds) : Promise.resolve([])),
  };
}
