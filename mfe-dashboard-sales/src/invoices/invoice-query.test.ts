import { describe, expect, it } from 'vitest';
import { filtersOfSearch, hasInvoiceFilters, invoiceListQuery, isInvoicesKey, noInvoiceFilters, orderInvoicesQuery, pdfFileName, periodInverted } from './invoice-query';

describe('invoiceListQuery', () => {
  it('asks for one kind of the shop staff work on, nothing else when no filter is set', () => {
    expect(invoiceListQuery('invoice', noInvoiceFilters, 1)).toEqual({ kind: 'invoice', shopId: 1, from: undefined, to: undefined, legalStatus: undefined });
  });
  it('names no shop for a buyer (their own documents)', () => {
    expect(invoiceListQuery('credit', noInvoiceFilters, null)).not.toHaveProperty('shopId');
  });
  it('sends the period and the legal status', () => {
    expect(invoiceListQuery('invoice', { from: '2026-01-01', to: '2026-01-31', legalStatus: 'completed' }, 2))
      .toEqual({ kind: 'invoice', shopId: 2, from: '2026-01-01', to: '2026-01-31', legalStatus: 'completed' });
  });
  it('sends one end of the period alone', () => {
    expect(invoiceListQuery('invoice', { ...noInvoiceFilters, from: '2026-03-01' }, 1)).toMatchObject({ from: '2026-03-01', to: undefined });
  });
  it('drops an inverted period, which the fields flag instead', () => {
    const inverted = { from: '2026-02-01', to: '2026-01-01', legalStatus: '' as const };
    expect(periodInverted(inverted)).toBe(true);
    expect(invoiceListQuery('invoice', inverted, 1)).toEqual({ kind: 'invoice', shopId: 1, legalStatus: undefined });
    expect(periodInverted({ ...inverted, to: '2026-02-01' })).toBe(false);
  });
  it('ignores a half-typed date', () => {
    expect(invoiceListQuery('invoice', { ...noInvoiceFilters, from: '2026-0' }, 1)).toMatchObject({ from: undefined });
  });
});

describe('list helpers', () => {
  it('opens on the period a link names (the Ventilations screen), nothing else', () => {
    expect(filtersOfSearch(new URLSearchParams('from=2026-11-01&to=2026-11-30&legalStatus=error'))).toEqual({ ...noInvoiceFilters, from: '2026-11-01', to: '2026-11-30' });
    expect(filtersOfSearch(new URLSearchParams('from=hier'))).toEqual(noInvoiceFilters);
  });
  it('tells when a filter is set', () => {
    expect(hasInvoiceFilters(noInvoiceFilters)).toBe(false);
    expect(hasInvoiceFilters({ ...noInvoiceFilters, legalStatus: 'error' })).toBe(true);
  });
  it("asks for an order's documents, with its shop for staff", () => {
    expect(orderInvoicesQuery(7, 1)).toEqual({ orderId: 7, shopId: 1, limit: 100 });
    expect(orderInvoicesQuery(7, null)).toEqual({ orderId: 7, limit: 100 });
  });
  it('recognises the cache keys of the invoices API only', () => {
    expect(isInvoicesKey('/v1/invoices?kind=invoice&page=1')).toBe(true);
    expect(isInvoicesKey('https://api.test/v1/invoices/12')).toBe(true);
    expect(isInvoicesKey('/v1/invoices')).toBe(true);
    expect(isInvoicesKey('/v1/invoicesx')).toBe(false);
    expect(isInvoicesKey('/v1/orders/3')).toBe(false);
    expect(isInvoicesKey(['/v1/invoices'])).toBe(false);
  });
  it('names the PDF after the number', () => {
    expect(pdfFileName('FA2026-00001')).toBe('FA2026-00001.pdf');
    expect(pdfFileName('AV 2026/01')).toBe('AV_2026_01.pdf');
    expect(pdfFileName('')).toBe('facture.pdf');
  });
});
