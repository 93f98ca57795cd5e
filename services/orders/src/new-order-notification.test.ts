import { describe, expect, it } from 'vitest';
import { createNotificationBodySchema } from '@vendange/contracts';
import { formatEuros, newOrderNotification } from './new-order-notification';

describe('new order notification', () => {
  it.each([
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [3000, '30,00\u00a0€'],
    [1234567, '12\u202f345,67\u00a0€'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('names the reference, the client and the total, and links to the order', () => {
    const body = newOrderNotification({ id: 12, shopId: 1, reference: 'CMD-2026-0004', clientName: 'Sophie Leroy', totalTtcCents: 3000 });
    expect(body).toEqual({
      shopId: 1, permission: 'seeAllOrder', type: 'newOrder', title: 'Nouvelle commande',
      message: 'CMD-2026-0004 · Sophie Leroy · 30,00\u00a0€', redirectLink: '/dashboard/orders/12',
    });
    expect(createNotificationBodySchema.safeParse(body).success).toBe(true);
  });
});
