import type { FastifyInstance } from 'fastify';
import { setupServiceJobs, type Mailer, type ServiceJobs, type ServiceOptions } from '@vendange/service-kit';
import { outbox } from './db/schema';
import type { UsersRepo } from './users-repo';

/** Identity's own queue (docs/decisions/durable-work.md); `identity.mail` and `identity.notify` come with the service kit. */
export const UNDO_SELLER_REGISTRATION = 'identity.undo-seller-registration';

export interface IdentityJobs extends ServiceJobs {
  /** Mails leave through the queue: a request announces them, a consumer sends them and retries until it can. */
  mailer: Mailer;
  undoSellerRegistration(userId: number): Promise<void>;
}

export async function setupIdentityJobs(app: FastifyInstance, options: ServiceOptions, repo: UsersRepo): Promise<IdentityJobs> {
  const base = await setupServiceJobs(app, options, 'identity', outbox);
  await options.jobs.work<{ userId: number }>(UNDO_SELLER_REGISTRATION, async ({ data }) => {
    // Both steps are idempotent: a shop already gone, an account already removed, change nothing.
    await options.internal('shops', 'POST', '/v1/internal/shops/abandoned', { ownerId: data.userId });
    await repo.remove(data.userId);
  });
  return {
    ...base,
    mailer: { send: (mail) => base.announce(options.db, [base.mail(mail)]) },
    undoSellerRegistration: (userId) => base.announce(options.db, [{ queue: UNDO_SELLER_REGISTRATION, data: { userId } }]),
  };
}
