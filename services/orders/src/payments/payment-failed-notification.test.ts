import { describe, expect, it } from 'vitest';
import { createNotificationBodySchema, type CreateNotificationBody } from '@vendange/contracts';
import type { OutboxMessage } from '@vendange/service-kit';
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

  it('announces a notification job for each buyer, and skips an order without one', async () => {
    const announced: OutboxMessage[] = [];
    const jobs = {
      notify: (notification: CreateNotificationBody) => ({ queue: 'orders.notify', data: { notification } }),
      later: async (messages: readonly OutboxMessage[]) => { announced.push(...messages); },
    };
    await notifyPaymentFailed(jobs, [order, { ...order, id: 8, buyerId: null }, { ...order, id: 9, buyerId: 6 }, { ...order, id: 10 }]);
    expect(announced.map((m) => (m.data.notification as { redirectLink: string }).redirectLink)).toEqual(['/dashboard/orders/7', '/dashboard/orders/9', '/dashboard/orders/10']);
    expect(announced.every((m) => m.queue === 'orders.notify')).toBe(true);
  });
});
