import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardAccountLinkSchema, cardAccountQuerySchema, cardAccountSchema, errorSchema } from '@vendange/contracts';
import type { ShopSettingsOf } from '@vendange/service-kit';
import type { CardAccounts } from './card-accounts';

interface Options { accounts: CardAccounts; shopSettings: ShopSettingsOf }

/** /v1/payments/card-account: the producer's own card account (Stripe Connect, docs/decisions/card-accounts.md). */
export const cardAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { accounts, shopSettings }) => {
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
};
