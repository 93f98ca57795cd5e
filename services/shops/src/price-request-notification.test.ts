import { describe, expect, it } from 'vitest';
import { priceRequestNotification } from './price-request-notification';

const buyer = { firstname: 'Jeanne', lastname: 'Caviste', email: 'jeanne@cave.test', phone: null };

describe('priceRequestNotification', () => {
  it('reaches the staff who follow clients and leads to the price lists', () => {
    expect(priceRequestNotification(1, buyer, 'Pour ma cave à Lyon')).toEqual({
      shopId: 1, permission: 'seeAllClient', type: 'priceRequest', title: 'Demande de tarif professionnel',
      message: 'Jeanne Caviste · jeanne@cave.test : « Pour ma cave à Lyon »', redirectLink: '/dashboard/tarifs',
    });
  });

  it('names the buyer alone without a message, and keeps within the notification length', () => {
    expect(priceRequestNotification(1, { ...buyer, phone: '+33600000000' }, null).message).toBe('Jeanne Caviste · jeanne@cave.test · +33600000000');
    expect(priceRequestNotification(1, buyer, 'x'.repeat(1000)).message).toHaveLength(1000);
  });
});
