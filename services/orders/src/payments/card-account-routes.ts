import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardAccountLinkSchema, cardAccountQuerySchema, cardAccountSchema, cardPaymentEntrySchema, cardPaymentListQuerySchema, errorSchema, pageOf } from '@vendange/contracts';
import type { ShopSettingsOf } from '@vendange/service-kit';
import type { CardAccounts } from './card-accounts';
import type { cardPaymentEntriesRepo } from './card-payment-entries-repo';

interface Options { accounts: CardAccounts; shopSettings: ShopSettingsOf; entries: ReturnType<typeof cardPaymentEntriesRepo> }

/** /v1/payments/card-account: the producer's own card account (Stripe Connect, docs/decisions/card-accounts.md). */
export const cardAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { accounts, shopSettings, entries }) => {
  app.get('/payments/card-account', {
    config: { access: { permission: 'seeAllPayment', shop: { query: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: "The shop's card account: `stripe`, `stripeIsActive`, the platform's fee and what the account holds (seeAllPayment)", security: [{ bearer: [] }],
      querystring: cardAccountQuerySchema, response: { 200: cardAccountSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => accounts.status(request.access.shopId));

  app.post('/payments/card-account/onboarding', {
    config: { access: { owner: true } },
    schema: {
      tags: ['payments'], summary: "The provider's page where the owner gives the details card payments are paid out with; opens the account first (owner)", security: [{ bearer: [] }],
      response: { 200: cardAccountLinkSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 502: errorSchema },
    },
  }, async (request) => {
    const shop = await shopSettings(request.access.shopId);
    return accounts.onboardingLink({ id: shop.id, name: shop.name, email: shop.contactEmail ?? null }, request.headers.origin);
  });

  app.get('/payments/card-payments', {
    config: { access: { permission: 'seeAllPayment', shop: { query: 'shopId' } } },
    schema: {
      tags: ['payments'], summary: "The shop's card debits, newest first: amount, the platform's fee and what reaches the producer's account (seeAllPayment)", security: [{ bearer: [] }],
      querystring: cardPaymentListQuerySchema, response: { 200: pageOf(cardPaymentEntrySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => entries.list(request.access.shopId, request.query));
};
