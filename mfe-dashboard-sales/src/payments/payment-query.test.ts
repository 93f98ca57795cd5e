import { describe, expect, it } from 'vitest';
import { paymentMovesOf } from '@vendange/contracts';
import { isPaymentsKey, noPaymentFilters, paymentFiltersOf, paymentFiltersSearch, paymentListQuery, stopsPaying } from './payment-query';

describe('payment filters in the URL', () => {
  it('reads known values and ignores the rest', () => {
    expect(paymentFiltersOf('?status=paid&type=cheque&from=2026-01-01&to=2026-02-01')).toEqual({ status: 'paid', type: 'cheque', from: '2026-01-01', to: '2026-02-01' });
    expect(paymentFiltersOf('?status=nope&type=bitcoin&from=01/01/2026')).toEqual(noPaymentFilters);
  });
  it('writes them back, keeping other parameters and dropping empty ones', () => {
    expect(paymentFiltersSearch('?x=1&status=paid', { ...noPaymentFilters, type: 'transfer' }).toString()).toBe('x=1&type=transfer');
  });
  it('sends no inverted period to the server', () => {
    expect(paymentListQuery({ status: 'missing', type: '', from: '2026-03-01', to: '2026-02-01' }, 1)).toEqual({ shopId: 1, status: 'missing', type: undefined, from: undefined, to: undefined });
    expect(paymentListQuery({ ...noPaymentFilters, from: '2026-01-01' }, null)).toEqual({ status: undefined, type: undefined, from: '2026-01-01', to: undefined });
  });
});

describe('payment moves', () => {
  it('follows the contract and confirms those that stop paying the invoices', () => {
    expect(paymentMovesOf({ status: 'paid', amountCents: 100 })).toEqual(['missing', 'refunded', 'cancelled']);
    // A refund (money paid back) may fail or be a mistake; it is never refunded itself.
    expect(paymentMovesOf({ status: 'paid', amountCents: -100 })).toEqual(['missing', 'cancelled']);
    expect(paymentMovesOf({ status: 'cancelled', amountCents: 100 })).toEqual([]);
    expect(['missing', 'refunded', 'cancelled'].every((s) => stopsPaying(s as 'missing'))).toBe(true);
    expect(stopsPaying('paid') || stopsPaying('pending')).toBe(false);
  });
  it('knows the keys to read again after a payment', () => {
    expect(isPaymentsKey('/v1/payments?shopId=1')).toBe(true);
    expect(isPaymentsKey('/v1/outstandings?search=a')).toBe(true);
    expect(isPaymentsKey('/v1/invoices/3')).toBe(true);
    expect(isPaymentsKey('/v1/orders')).toBe(false);
  });
});
