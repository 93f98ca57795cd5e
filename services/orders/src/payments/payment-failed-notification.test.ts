import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createNotificationBodySchema } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import { notifyPaymentFailed, paymentFailedNotification } from './payment-failed-notification';

const order = { id: 7, reference: 'CMD-2026-0012', buyerId: 5, totalTtcCents: 123456 };

describe('payment failed notification', () => {
  it('tells the buyer which order, how much, and links to it', () => {
    const body = paymentFailedNotification(order);
    expect(body).toMatchObject({ userId: 5, type: 'payment', title: 'Paiement refusé', redirectLink: '/dashboard/orders/7' });
    expect(body.message).toContain('CMD-2026-0012');
    expect(body.message).toContain('1\u202f234,56\u00a0€');
    expect(createNotificationBodySchema.safeParse(body).success).toBe(true);
  });

  it('notifies each buyer, skips an order without one, and a failed call is logged without throwing', async () => {
    const sent: unknown[] = [];
    const internal = vi.fn(async (_service: string, _method: string, _path: string, body?: unknown) => {
      sent.push(body);
      if (sent.length === 2) throw new Error('notifications down');
      return { id: 1 };
    }) as unknown as InternalCall;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    await notifyPaymentFailed(internal, log, [order, { ...order, id: 8, buyerId: null }, { ...order, id: 9, buyerId: 6 }, { ...order, id: 10 }]);
    expect(sent.map((b) => (b as { redirectLink: string }).redirectLink)).toEqual(['/dashboard/orders/7', '/dashboard/orders/9', '/dashboard/orders/10']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
