import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { pgClientOf, type Db } from '@vendange/service-kit';
import { NOTIFICATION_CHANNEL, type NotificationRow } from './notifications-repo';

/**
 * New notifications for the open streams of this process, whichever process created them: every
 * notifications process LISTENs on one PostgreSQL channel (the insert NOTIFYs on commit), reads the row
 * once and hands it to its own streams. Two gateway or notifications processes thus reach every open
 * dashboard. postgres.js listens on its own connection and listens again after a reconnection.
 */
export async function notificationBus(db: Db, byId: (id: number) => Promise<NotificationRow | null>, log: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  // One listener per open stream: as many as there are open dashboards.
  emitter.setMaxListeners(0);
  const closers = new Set<() => void>();
  const { unlisten } = await pgClientOf(db).listen(NOTIFICATION_CHANNEL, (payload) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    byId(id).then((row) => { if (row) emitter.emit('notification', row); })
      .catch((error: unknown) => log.warn({ err: error, id }, 'notification announced but not read: its readers see it at their next list'));
  });
  return {
    subscribe(listener: (row: NotificationRow) => void): () => void {
      emitter.on('notification', listener);
      return () => emitter.off('notification', listener);
    },
    /** Streams register how to end themselves, so that closing the server does not wait for them. */
    track(close: () => void): () => void {
      closers.add(close);
      return () => closers.delete(close);
    },
    /** Ends every open stream and stops listening. */
    async closeAll(): Promise<void> {
      for (const close of [...closers]) close();
      await unlisten().catch(() => { /* the connection is already gone */ });
    },
  };
}
export type NotificationBus = Awaited<ReturnType<typeof notificationBus>>;
