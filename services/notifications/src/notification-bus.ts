import { EventEmitter } from 'node:events';
import type { NotificationRow } from './notifications-repo';

/**
 * New notifications, in process: every notification is created by this service, so the open streams
 * of this process are all the readers there are (one bus per service instance, so tests stay apart).
 */
export function notificationBus() {
  const emitter = new EventEmitter();
  // One listener per open stream: as many as there are open dashboards.
  emitter.setMaxListeners(0);
  const closers = new Set<() => void>();
  return {
    publish(row: NotificationRow): void {
      emitter.emit('notification', row);
    },
    subscribe(listener: (row: NotificationRow) => void): () => void {
      emitter.on('notification', listener);
      return () => emitter.off('notification', listener);
    },
    /** Streams register how to end themselves, so that closing the server does not wait for them. */
    track(close: () => void): () => void {
      closers.add(close);
      return () => closers.delete(close);
    },
    closeAll(): void {
      for (const close of [...closers]) close();
    },
  };
}
export type NotificationBus = ReturnType<typeof notificationBus>;
