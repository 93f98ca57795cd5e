import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_STREAM_EVENT } from '@vendange/contracts';
import type { AccessResolver } from '@vendange/service-kit';
import type { AccessSubject } from '@vendange/access';
import { audienceOf, reaches } from '../audience';
import type { NotificationBus } from '../notification-bus';
import { toNotification, type NotificationRow } from '../notifications-repo';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const PING_MS = 25_000;

/** Shops a subject is linked to at all (blocked or not): only their notifications are worth a fresh rights check. */
const linkedShops = (s: AccessSubject) => new Set([...s.ownedShopIds, ...s.shops.map((l) => l.id)]);

/**
 * New notifications as Server-Sent Events, for the open dashboard. Authenticated by the usual Bearer
 * header (the browser reads it with fetch, not EventSource). text/event-stream is never compressed
 * by the gateway, and the first bytes go out at once so that proxies see the headers.
 */
export const streamRoute: FastifyPluginAsyncZod<{ bus: NotificationBus; resolveAccess: AccessResolver }> = async (app, { bus, resolveAccess }) => {
  app.get('/notifications-centers/stream', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'], security: [{ bearer: [] }],
      summary: 'Server-Sent Events: `event: notification` with a notification as data for each new one the caller may see; `: ping` every 25 s',
    },
  }, async (request, reply) => {
    const { subject } = request.access;
    let shops = linkedShops(subject);
    const stream = new PassThrough();
    const write = (text: string) => { if (!stream.writableEnded) stream.write(text); };

    const onNotification = async (row: NotificationRow) => {
      try {
        if (row.userId !== null ? row.userId !== subject.id : row.shopId === null || !shops.has(row.shopId)) return;
        // A shop notification: read the rights now, as a list call would.
        const fresh = row.userId === null ? await resolveAccess(subject.id) : subject;
        if (!fresh) return close();
        shops = linkedShops(fresh);
        if (reaches(audienceOf(fresh), row)) write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(toNotification(row, false))}\n\n`);
      } catch (error) {
        request.log.warn({ err: error }, 'notification stream: access lookup failed');
      }
    };
    const unsubscribe = bus.subscribe((row) => void onNotification(row));
    const ping = setInterval(() => write(': ping\n\n'), PING_MS);
    ping.unref();
    let closed = false;
    const untrack = bus.track(() => close());
    function close() {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unsubscribe();
      untrack();
      stream.end();
    }
    // The response closes when the client goes away (or the stream ends): stop listening then.
    reply.raw.on('close', close);

    write(': connected\nretry: 5000\n\n');
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
};
