import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus, PaymentType } from '@vendange/contracts';
import { cancellationDecision, decisionMessages, refusalDecision, validationDecision } from './order-decision';

const pending = { status: 'pending' as OrderStatus, paymentType: null };
const byCard = { status: 'pending' as OrderStatus, paymentType: 'stripe' as const };
const card = (status: PaymentStatus) => ({ status });

describe('validating an order', () => {
  it('validates a pending order without card payment, with nothing to debit', () => {
    expect(validationDecision(pending, null)).toEqual({ action: 'validate', debit: false });
    expect(validationDecision({ status: 'pending', paymentType: 'transfer' }, null)).toEqual({ action: 'validate', debit: false });
  });

  it('validates and debits a card order whose imprint is done', () => {
    expect(validationDecision(byCard, card('setup'))).toEqual({ action: 'validate', debit: true });
  });

  it.each([
    ['requiresAction', 'CARD_NOT_SET_UP', decisionMessages.imprintWaiting],
    ['pending', 'CARD_NOT_SET_UP', decisionMessages.imprintWaiting],
    ['processing', 'CARD_NOT_SET_UP', decisionMessages.imprintWaiting],
    ['error', 'CARD_FAILED', decisionMessages.imprintFailed],
    ['cancelled', 'CARD_CANCELLED', decisionMessages.imprintCancelled],
  ] as const)('refuses a card order whose imprint is %s', (status, code, message) => {
    expect(validationDecision(byCard, card(status))).toEqual({ action: 'refuse', refusal: { code, message } });
  });

  it('refuses a card order that never got its imprint', () => {
    expect(validationDecision(byCard, null)).toEqual({ action: 'refuse', refusal: { code: 'CARD_NOT_SET_UP', message: decisionMessages.imprintMissing } });
  });

  it('answers a second validation like the first, retrying a debit still to do', () => {
    const validated = { status: 'validated' as OrderStatus, paymentType: 'stripe' as const };
    expect(validationDecision(validated, card('setup'))).toEqual({ action: 'alreadyDone', debit: true });
    expect(validationDecision(validated, card('paid'))).toEqual({ action: 'alreadyDone', debit: false });
    expect(validationDecision(validated, card('error'))).toEqual({ action: 'alreadyDone', debit: false });
    expect(validationDecision({ status: 'validated', paymentType: null }, null)).toEqual({ action: 'alreadyDone', debit: false });
  });

  it.each(['draft', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error'] as const)('refuses to validate an order that is %s', (status) => {
    expect(validationDecision({ status, paymentType: null }, null)).toEqual({ action: 'refuse', refusal: { code: 'ORDER_NOT_PENDING', message: decisionMessages.notPendingToValidate } });
  });
});

describe('refusing an order', () => {
  it('refuses a pending order and cancels its card payment unless settled', () => {
    expect(refusalDecision(pending, null)).toEqual({ action: 'refuse', cancelCard: false });
    for (const status of ['setup', 'requiresAction', 'error', 'pending'] as const) expect(refusalDecision(byCard, card(status))).toEqual({ action: 'refuse', cancelCard: true });
    for (const status of ['paid', 'refunded', 'cancelled'] as const) expect(refusalDecision(byCard, card(status))).toEqual({ action: 'refuse', cancelCard: false });
  });

  it('answers a second refusal like the first', () => {
    expect(refusalDecision({ status: 'refused', paymentType: null }, null)).toEqual({ action: 'alreadyDone' });
  });

  it.each(['validated', 'invoiced', 'draft', 'cancelled'] as const)('rejects refusing an order that is %s', (status) => {
    expect(refusalDecision({ status, paymentType: null }, null)).toEqual({ action: 'reject', refusal: { code: 'ORDER_NOT_PENDING', message: decisionMessages.notPendingToRefuse } });
  });
});

describe('cancelling a validated order', () => {
  const order = (status: OrderStatus, paymentStatus: PaymentStatus = 'pending', paymentType: PaymentType | null = 'transfer') => ({ status, paymentStatus, paymentType });
  it('cancels a validated order not paid, and its card imprint not debited', () => {
    expect(cancellationDecision(order('validated'), null)).toEqual({ action: 'cancel', cancelCard: false });
    expect(cancellationDecision(order('validated', 'pending', 'stripe'), { status: 'setup' })).toEqual({ action: 'cancel', cancelCard: true });
    expect(cancellationDecision(order('cancelled'), null)).toEqual({ action: 'alreadyDone' });
  });
  it('sends a pending order to refusal, an invoiced one to a credit note, a paid one to a refund', () => {
    expect(cancellationDecision(order('pending'), null)).toMatchObject({ action: 'reject', refusal: { code: 'ORDER_NOT_VALIDATED' } });
    expect(cancellationDecision(order('invoiced'), null)).toMatchObject({ action: 'reject', refusal: { code: 'ORDER_INVOICED' } });
    expect(cancellationDecision(order('validated', 'paid'), null)).toMatchObject({ action: 'reject', refusal: { code: 'ORDER_PAID' } });
    expect(cancellationDecision(order('validated', 'pending', 'stripe'), { status: 'paid' })).toMatchObject({ action: 'reject', refusal: { code: 'ORDER_PAID' } });
  });
});
