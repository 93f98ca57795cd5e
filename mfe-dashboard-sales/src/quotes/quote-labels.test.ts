import { describe, expect, it } from 'vitest';
import { formatDay, quoteConvertible, quotePastValidity, quoteSendable, quoteStatusLabels, quoteStatusOf, quoteStatusSearch } from './quote-labels';

const now = new Date('2026-11-25T10:00:00Z');

describe('quote labels', () => {
  it('reads the statuses in a quote\'s words', () => {
    expect(quoteStatusLabels.pending?.message).toBe('Envoyé');
    expect(quoteStatusLabels.validated?.message).toBe('Accepté');
  });
});

describe('formatDay', () => {
  it('shows a calendar day DD/MM/YYYY without a time zone shift', () => {
    expect(formatDay('2026-12-25')).toBe('25/12/2026');
    // 23:30 UTC on 31 Dec is 1 Jan in France.
    expect(formatDay('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });
});

describe('quotePastValidity', () => {
  it('is a pending or draft quote whose last day is before today', () => {
    expect(quotePastValidity({ status: 'pending', validUntil: '2026-11-24' }, now)).toBe(true);
    expect(quotePastValidity({ status: 'pending', validUntil: '2026-11-25' }, now)).toBe(false);
    expect(quotePastValidity({ status: 'validated', validUntil: '2026-11-01' }, now)).toBe(false);
    expect(quotePastValidity({ status: 'pending', validUntil: null }, now)).toBe(false);
  });
});

describe('quote actions', () => {
  it('sends a draft or a sent quote, converts until refused, expired, cancelled or converted', () => {
    expect(quoteSendable({ status: 'draft', orderId: null })).toBe(true);
    expect(quoteSendable({ status: 'validated', orderId: null })).toBe(false);
    expect(quoteConvertible({ status: 'validated', orderId: null })).toBe(true);
    expect(quoteConvertible({ status: 'validated', orderId: 12 })).toBe(false);
    expect(quoteConvertible({ status: 'expired', orderId: null })).toBe(false);
  });
});

describe('status filter in the URL', () => {
  it('reads a known status and writes it back, keeping the rest', () => {
    expect(quoteStatusOf('?status=pending')).toBe('pending');
    expect(quoteStatusOf('?status=invoiced')).toBe('');
    expect(quoteStatusSearch('?x=1', 'draft')).toBe('?x=1&status=draft');
    expect(quoteStatusSearch('?status=draft', '')).toBe('');
  });
});
