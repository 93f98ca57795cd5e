import { describe, expect, it } from 'vitest';
import { sampleMessages } from '@vendange/contracts';
import { emptySampleForm, sampleBody, type SampleForm } from './sample-form';

const line = { key: 'a', productId: 3, formatId: 7, vintageId: '', vintages: [], name: 'Les Galets · 75 cl', quantity: '2' };
const pro = { id: 1, name: 'Cave du Vieux Port', isPro: true, typology: 'caviste' };

describe('the sample form', () => {
  it('asks for a client and a wine first', () => {
    const checked = sampleBody(emptySampleForm(), 1);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.keys(checked.errors).sort()).toEqual(['clientId', 'lines']);
  });
  it('refuses an unsolicited sample to a private client, unless they asked', () => {
    const form: SampleForm = { ...emptySampleForm(), client: { ...pro, isPro: false }, lines: [line] };
    const refused = sampleBody(form, 1);
    expect(!refused.ok && refused.errors.clientId).toBe(sampleMessages.consumer);
    expect(sampleBody({ ...form, requestedByClient: true }, 1).ok).toBe(true);
  });
  it('sends whole bottle counts and the vintage chosen', () => {
    expect(sampleBody({ ...emptySampleForm(), client: pro, lines: [{ ...line, quantity: '1.5' }] }, 1)).toMatchObject({ ok: false, errors: { 'lines.0': sampleMessages.quantity } });
    expect(sampleBody({ ...emptySampleForm(), client: pro, lines: [{ ...line, vintageId: '12' }], purpose: ' Carte ' }, 1)).toEqual({
      ok: true, body: { shopId: 1, clientId: 1, requestedByClient: false, purpose: 'Carte', deliveryAddress: null, lines: [{ productId: 3, formatId: 7, quantity: 2, vintageId: 12 }] },
    });
  });
  it('sends the address typed, whose country makes the sample an export for the DRM', () => {
    const delivery = { firstname: 'Jan', lastname: 'Peeters', street: 'Rue Neuve 12', complement: '', zipcode: '1000', city: 'Bruxelles', country: 'BE' };
    const checked = sampleBody({ ...emptySampleForm(), client: pro, lines: [line], delivery }, 1);
    expect(checked.ok && checked.body.deliveryAddress).toMatchObject({ lastname: 'Peeters', city: 'Bruxelles', country: 'BE' });
  });
});
