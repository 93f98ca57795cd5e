import { describe, expect, it } from 'vitest';
import { createNotificationBodySchema } from '@vendange/contracts';
import { newClientNotification } from './new-client-notification';

const buyer = { firstname: 'Hugo', lastname: 'Bernard', business: null };

describe('newClientNotification', () => {
  it("tells the shop's owner alone, and leads to the price lists", () => {
    const body = newClientNotification(1, buyer);
    expect(body).toEqual({
      userId: 1, type: 'info', title: 'Nouveau client', message: 'Hugo Bernard vous a ajouté à ses producteurs.', redirectLink: '/dashboard/tarifs',
    });
    expect(createNotificationBodySchema.safeParse(body).success).toBe(true);
  });

  it("names a professional's business, and keeps within the notification length", () => {
    expect(newClientNotification(1, { ...buyer, business: { name: 'Cave du Port' } }).message).toBe('Hugo Bernard (Cave du Port) vous a ajouté à ses producteurs.');
    expect(newClientNotification(1, { ...buyer, business: { name: null } }).message).toBe('Hugo Bernard vous a ajouté à ses producteurs.');
    const long = newClientNotification(1, { ...buyer, lastname: 'x'.repeat(1200) });
    expect(long.message).toHaveLength(1000);
    expect(createNotificationBodySchema.safeParse(long).success).toBe(true);
  });
});
