import type { FastifyInstance } from 'fastify';
import type { BuyerClientBody } from '@vendange/contracts';
import { setupServiceJobs, type Mailer, type OutboxMessage, type ServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import type { UsersRepo } from './users-repo';

/** Identity's own queue (docs/decisions/durable-work.md); `identity.mail` and `identity.notify` come with the service kit. */
export const UNDO_SELLER_REGISTRATION = 'identity.undo-seller-registration';
/** A buyer who linked a shop becomes a client of its CRM (docs/decisions/crm-clients.md). */
export const CRM_CLIENT = 'identity.crm-client';

export interface IdentityJobs extends ServiceJobs {
  /** Mails leave through the queue: a request announces them, a consumer sends them and retries until it can. */
  mailer: Mailer;
  undoSellerRegistration(userId: number): Promise<void>;
  /**
   * The buyer who linked the shop becomes (or stays) a client of its CRM: announced with the link, in its transaction.
   * Crm's upsert is keyed by buyer and shop, the same one orders' `orders.crm-client` uses: one client whatever comes first.
   */
  crmClient(userId: number, shopId: number): OutboxMessage;
}

export async function setupIdentityJobs(app: FastifyInstance, options: ServiceOptions, repo: UsersRepo): Promise<IdentityJobs> {
  const base = await setupServiceJobs(app, options, 'identity', outbox);
  await options.jobs.work<{ userId: number }>(UNDO_SELLER_REGISTRATION, async ({ data }) => {
    // Both steps are idempotent: a shop already gone, an account already removed, change nothing.
    await options.internal('shops', 'POST', '/v1/internal/shops/abandoned', { ownerId: data.userId });
    await repo.remove(data.userId);
  });
  await options.jobs.work<{ userId: number; shopId: number }>(CRM_CLIENT, async ({ data }) => {
    // Read when the job runs: the account as it is now (an account removed meanwhile makes no client).
    const user = await repo.rowOf(data.userId);
    if (!user) return;
    const body: BuyerClientBody = {
      shopId: data.shopId, userId: user.id, source: 'link', firstname: user.firstname, lastname: user.lastname, email: user.email,
      phone: user.phone, isPro: user.isPro, businessName: user.business?.name ?? null,
      deliveryAddress: user.deliveryAddress ?? null, billingAddress: user.billingAddress ?? null,
    };
    await options.internal('crm', 'POST', '/v1/internal/crm/clients/buyer', body);
  });
  return {
    ...base,
    mailer: { send: (mail) => base.announce(options.db, [base.mail(mail)]) },
    undoSellerRegistration: (userId) => base.announce(options.db, [{ queue: UNDO_SELLER_REGISTRATION, data: { userId } }]),
    crmClient: (userId, shopId) => ({ queue: CRM_CLIENT, data: { userId, shopId } }),
  };
}
