import { describe, expect, it } from 'vitest';
import { addressBody, isDelivered, shippingBody, typingErrors } from './sale-body';
import { previewBody, saleBody } from './sale-contract';
import { addLine, emptyAddress, emptySaleForm, frenchDayPlus, lineChanged, subTypeOf, type SaleForm } from './sale-form';

const client = { id: 1, name: 'Cave du Vieux Port', email: 'cave@vieuxport.test', typology: 'caviste', isPro: true };
const deliveries = [{ type: 'colissimo' as const, ref: 'colissimo' }];
const picked = { key: 'a', productId: 1, formatId: 1, vintageId: '', vintages: [], name: 'Les Galets · 75 cl' };

function formWithLine(patch: Partial<SaleForm['lines'][number]> = {}): SaleForm {
  const form = addLine({ ...emptySaleForm('2026-12-25'), client }, picked);
  return { ...form, lines: form.lines.map((l) => ({ ...l, ...patch })) };
}

describe('subTypeOf', () => {
  it('reads ?subType=quote and ?subType=bill, an order otherwise', () => {
    expect(subTypeOf('?subType=quote')).toBe('quote');
    expect(subTypeOf('?subType=bill')).toBe('bill');
    expect(subTypeOf('')).toBe('order');
    expect(subTypeOf('?subType=other')).toBe('order');
  });
});

describe('addLine', () => {
  it('adds one unit, then one more of the same format and vintage', () => {
    const once = addLine(emptySaleForm(''), picked);
    expect(once.lines).toHaveLength(1);
    expect(once.lines[0]!.quantity).toBe('1');
    const twice = addLine(once, { ...picked, key: 'b' });
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]!.quantity).toBe('2');
    expect(addLine(twice, { ...picked, key: 'c', formatId: 2 }).lines).toHaveLength(2);
  });
});

describe('lineChanged', () => {
  it('is a typed price or a discount above zero', () => {
    expect(lineChanged({ unitPrice: '', discount: '' })).toBe(false);
    expect(lineChanged({ unitPrice: '', discount: '0' })).toBe(false);
    expect(lineChanged({ unitPrice: '7,50', discount: '' })).toBe(true);
    expect(lineChanged({ unitPrice: '', discount: '5' })).toBe(true);
  });
});

describe('frenchDayPlus', () => {
  it('counts from the French day, across months', () => {
    // 23:30 UTC on 31 Jan is already 1 Feb in Paris.
    expect(frenchDayPlus(new Date('2026-01-31T23:30:00Z'), 0)).toBe('2026-02-01');
    expect(frenchDayPlus(new Date('2026-11-25T10:00:00Z'), 30)).toBe('2026-12-25');
  });
});

describe('addressBody', () => {
  it('is null when nothing but the country is typed', () => {
    expect(addressBody(emptyAddress)).toBeNull();
  });
  it('keeps what is typed, blanks as null', () => {
    const a = addressBody({ ...emptyAddress, firstname: ' Marc ', lastname: 'Durand', street: '3 quai', zipcode: '13002', city: 'Marseille' });
    expect(a).toMatchObject({ firstname: 'Marc', complement: null, country: 'FR', mountain: false });
  });
});

describe('shippingBody', () => {
  it('maps a delivery mode, a collection point, or nothing', () => {
    expect(shippingBody('mode:colissimo', deliveries)).toEqual({ type: 'colissimo', ref: 'colissimo', collectionPointId: null });
    expect(shippingBody('point:chai', deliveries)).toEqual({ type: null, ref: null, collectionPointId: 'chai' });
    expect(shippingBody('', deliveries)).toBeNull();
    expect(shippingBody('mode:gone', deliveries)).toBeNull();
    expect(isDelivered('mode:colissimo')).toBe(true);
    expect(isDelivered('point:chai')).toBe(false);
  });
});

describe('saleBody', () => {
  const options = { shopId: 1, subType: 'order' as const, deliveries };

  it('builds a draft order with the price in cents and the reason', () => {
    const result = saleBody(formWithLine({ quantity: '6', unitPrice: '7,50', reason: 'Prix salon' }), options);
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ kind: 'order', clientId: 1, validate: false, validUntil: null }) });
    if (result.ok) expect(result.body.lines[0]).toMatchObject({ quantity: 6, unitPriceCents: 750, discountPercent: null, reason: 'Prix salon' });
  });

  it('asks for the reason of a changed price under that line', () => {
    const result = saleBody(formWithLine({ unitPrice: '7,50' }), options);
    expect(result).toEqual({ ok: false, errors: { 'lines.0.reason': 'Indiquez la raison du prix ou de la remise accordée.' } });
  });

  it('says how to type a quantity, a price and a discount', () => {
    const result = saleBody(formWithLine({ quantity: 'six', unitPrice: 'abc', discount: '10 %', reason: 'x' }), options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors['lines.0.quantity']).toMatch(/nombre entier/);
      expect(result.errors['lines.0.unitPriceCents']).toMatch(/8,50/);
      expect(result.errors['lines.0.discountPercent']).toMatch(/pourcentage/);
    }
  });

  it('asks for a client and a product', () => {
    const result = saleBody(emptySaleForm(''), options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['clientId', 'lines']);
  });

  it('validates a bill, keeps the validity of a quote only', () => {
    const bill = saleBody(formWithLine(), { ...options, subType: 'bill' });
    expect(bill.ok && bill.body.validate).toBe(true);
    const quote = saleBody(formWithLine(), { ...options, subType: 'quote' });
    expect(quote.ok && quote.body).toMatchObject({ kind: 'quote', validUntil: '2026-12-25' });
    expect(quote.ok && 'validate' in quote.body).toBe(false);
  });

  it('puts an incomplete address message under its field', () => {
    const form = { ...formWithLine(), billing: { ...emptyAddress, firstname: 'Marc' } };
    const result = saleBody(form, options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['billingAddress.city']).toBeTruthy();
  });
});

describe('previewBody', () => {
  const options = { shopId: 1, subType: 'order' as const, deliveries };
  it('prices a changed price before its reason is written', () => {
    const body = previewBody(formWithLine({ unitPrice: '7,50' }), options);
    expect(body?.lines[0]).toMatchObject({ unitPriceCents: 750 });
  });
  it('waits for a client, a line and quantities it can read', () => {
    expect(previewBody(emptySaleForm(''), options)).toBeNull();
    expect(previewBody(formWithLine({ quantity: '' }), options)).toBeNull();
    expect(previewBody(formWithLine({ quantity: '0' }), options)).toBeNull();
  });
  it('ignores a half-typed address', () => {
    expect(previewBody({ ...formWithLine(), billing: { ...emptyAddress, city: 'Mars' } }, options)).not.toBeNull();
  });
  it('lists the typing errors of the lines', () => {
    expect(typingErrors(formWithLine({ unitPrice: '1,234' }))).toEqual({ 'lines.0.unitPriceCents': expect.any(String) });
  });
});
