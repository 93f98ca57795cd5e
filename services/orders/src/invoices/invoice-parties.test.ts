import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '@vendange/contracts';
import { buyerOf, sellerOf, splitFreeAddress } from './invoice-parties';

describe('the parties printed on a document', () => {
  it('reads postcode and city from a free-text French address', () => {
    expect(splitFreeAddress('12 rue des Chais, 33250 Pauillac')).toEqual({ addressLines: ['12 rue des Chais'], zipcode: '33250', city: 'Pauillac', country: 'FR' });
    expect(splitFreeAddress('Château X\n12 rue des Chais 33250 Pauillac\nFrance')).toEqual({ addressLines: ['Château X', '12 rue des Chais'], zipcode: '33250', city: 'Pauillac', country: 'FR' });
    expect(splitFreeAddress('Lieu-dit Les Vignes')).toEqual({ addressLines: ['Lieu-dit Les Vignes'], zipcode: null, city: null, country: 'FR' });
  });

  it('needs the company name, address and SIRET of the legal notice to bill', () => {
    const shop = { id: 1, name: 'Domaine', color: '#000000', logo: null, contactEmail: 'contact@domaine.fr', hasTVA: true, logStartMonth: 0, logStartDay: 1, billing: defaultBillingSettings, bank: null };
    expect(sellerOf({ ...shop, legal: null })).toBeNull();
    const legal = { companyName: 'SCEA Domaine', legalForm: 'SCEA', shareCapital: '10 000 €', address: '1 route du Vin, 33250 Pauillac', siret: '12345678900012', rcsCity: 'Bordeaux', vatNumber: 'FR12123456789', phone: null, email: null, director: 'Jeanne', hostName: null, hostAddress: null, hostPhone: null };
    expect(sellerOf({ ...shop, legal: { ...legal, siret: null } })).toBeNull();
    expect(sellerOf({ ...shop, legal })).toMatchObject({ name: 'SCEA Domaine', zipcode: '33250', city: 'Pauillac', siret: '12345678900012', email: 'contact@domaine.fr', rcsCity: 'Bordeaux' });
  });

  it('bills the billing address, else the delivery one', () => {
    const address = { title: null, firstname: 'Léa', lastname: 'Martin', name: 'Cave Martin', street: '3 quai Est', complement: null, zipcode: '69001', city: 'Lyon', country: 'fr', county: null, state: null, stateCode: null, exciseNumber: null, mountain: false, phone: null, email: null };
    expect(buyerOf({ clientName: 'Léa Martin', billingAddress: null, deliveryAddress: address, contact: { email: 'lea@example.fr', phone: '0600000000' } }, true))
      .toEqual({ name: 'Cave Martin', addressLines: ['Léa Martin', '3 quai Est'], zipcode: '69001', city: 'Lyon', country: 'FR', siret: null, vatNumber: null, email: 'lea@example.fr', phone: '0600000000', business: true });
    expect(buyerOf({ clientName: 'Paul', billingAddress: null, deliveryAddress: null, contact: null }, false).name).toBe('Paul');
  });
});
