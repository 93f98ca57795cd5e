import type { FastifyInstance } from 'fastify';
import type { CreateNotificationBody } from '@vendange/contracts';
import type { Db } from './db';
import type { OutgoingMail } from './mail';
import { addToOutbox, startOutboxRelay, type OutboxMessage, type OutboxTable } from './outbox';
import type { ServiceOptions } from './service-base';

/** What a service announces through its outbox, and the two kinds of work every service may need. */
export interface ServiceJobs {
  /** Writes jobs in `tx`'s transaction (the state change they announce), or alone with the plain database. */
  announce(tx: Db, messages: readonly OutboxMessage[]): Promise<void>;
  /** A mail to send, retried until sent (then a dead letter). */
  mail(mail: OutgoingMail, key?: string): OutboxMessage;
  /** A notification to create; notifications stores it once per idempotency key. */
  notify(body: CreateNotificationBody, key?: string): OutboxMessage;
  /** Relays what is committed now (tests; the relay also wakes on NOTIFY and every few seconds). */
  flush(): Promise<number>;
}

/**
 * Starts a service's relay and declares its `<service>.mail` and `<service>.notify` consumers on the process's
 * queue. The relay stops with the service (its onClose runs before the queue's: see the gateway).
 */
export async function setupServiceJobs(app: FastifyInstance, options: ServiceOptions, service: string, outbox: OutboxTable): Promise<ServiceJobs> {
  const { jobs, mailer, internal } = options;
  const mailQueue = `${service}.mail`;
  const notifyQueue = `${service}.notify`;
  await jobs.work<{ mail: OutgoingMail }>(mailQueue, async ({ key, data }) => {
    await mailer.send({ ...data.mail, key });
  });
  await jobs.work<{ notification: CreateNotificationBody }>(notifyQueue, async ({ key, data }) => {
    await internal('notifications', 'POST', '/v1/internal/notifications', { ...data.notification, idempotencyKey: key });
  });
  const relay = await startOutboxRelay({ db: options.db, table: outbox, jobs, log: app.log, pollMs: 2_000 });
  app.addHook('onClose', async () => { await relay.stop(); });
  return {
    announce: (tx, messages) => addToOutbox(tx, outbox, messages),
    mail: (mail, key) => ({ queue: mailQueue, data: { mail }, ...(key ? { key } : {}) }),
    notify: (notification, key) => ({ queue: notifyQueue, data: { notification }, ...(key ? { key } : {}) }),
    flush: () => relay.flush(),
  };
}
