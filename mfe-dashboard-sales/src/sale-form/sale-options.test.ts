import { describe, expect, it } from 'vitest';
import { paymentTypeOptions, shippingOptions } from './sale-options';

describe('paymentTypeOptions', () => {
  it('lists the shop\'s methods first, without the online card, then the office ones once', () => {
    expect(paymentTypeOptions(['stripe', 'cheque'])).toEqual(['cheque', 'transfer', 'card', 'cash', 'lcr', 'debit', 'other']);
  });
});

describe('shippingOptions', () => {
  it('lists delivery modes then collection points', () => {
    const options = shippingOptions(
      [{ type: 'colissimo', ref: 'colissimo', name: 'Colissimo', priceCents: 1200, perParcel: 12, extraParcelCents: 700, delay: null }],
      [{ id: 'caveau', name: 'Caveau', address: '1 rue', priceCents: 0, hours: null }],
    );
    expect(options.map((o) => o.value)).toEqual(['mode:colissimo', 'point:caveau']);
    expect(options[1]!.point).toBe(true);
  });
});
