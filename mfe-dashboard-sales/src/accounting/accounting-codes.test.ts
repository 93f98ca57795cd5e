import { describe, expect, it } from 'vitest';
import { ApiError } from '@vendange/api-client';
import { defaultAccountingCodes, messages } from '@vendange/contracts';
import { accountingCodesBody, accountingFields, accountingFormChanged, accountingFormOf, accountingServerError } from './accounting-codes';

const accountMessage = 'Un compte du plan comptable : de 3 à 12 caractères, commençant par sa classe (1 à 7), par exemple 706000.';

describe('accounting codes form', () => {
  it('holds one field per account and gives the codes back unchanged', () => {
    const form = accountingFormOf(defaultAccountingCodes);
    expect(Object.keys(form).sort()).toEqual([...accountingFields].sort());
    expect(accountingFields).toHaveLength(4 + 7 + 5 + 13);
    expect(form['productTypes.prestation']).toBe('706000');
    expect(form['vatRates.5.5']).toBe('445710');
    expect(form['paymentMethods.transfer']).toBe('512000');
    expect(accountingCodesBody(form, 2)).toEqual({ ok: true, body: { shopId: 2, ...defaultAccountingCodes } });
  });

  it('is changed only when an account differs once trimmed and in upper case', () => {
    const form = accountingFormOf(defaultAccountingCodes);
    expect(accountingFormChanged(form, defaultAccountingCodes)).toBe(false);
    expect(accountingFormChanged({ ...form, clients: ' 411000 ' }, defaultAccountingCodes)).toBe(false);
    expect(accountingFormChanged({ ...form, 'paymentMethods.transfer': '512100' }, defaultAccountingCodes)).toBe(true);
  });

  it('sends the accounts as the server keeps them', () => {
    const checked = accountingCodesBody({ ...accountingFormOf(defaultAccountingCodes), 'paymentMethods.transfer': ' 512100 ', deposits: '4191ab' }, 1);
    expect(checked.ok && checked.body.paymentMethods.transfer).toBe('512100');
    expect(checked.ok && checked.body.deposits).toBe('4191AB');
  });

  it('puts the French message under each wrong field', () => {
    const checked = accountingCodesBody({ ...accountingFormOf(defaultAccountingCodes), clients: '9999', 'vatRates.5.5': '', 'paymentMethods.cash': '53' }, 1);
    expect(checked).toEqual({ ok: false, errors: { clients: accountMessage, 'vatRates.5.5': accountMessage, 'paymentMethods.cash': accountMessage } });
  });

  it('places a server refusal under the field it names, else above the form', () => {
    expect(accountingServerError(new ApiError(400, 'INVALID_INPUT', `${accountMessage} (paymentMethods.transfer)`)))
      .toEqual({ field: 'paymentMethods.transfer', message: accountMessage });
    expect(accountingServerError(new ApiError(400, 'INVALID_INPUT', `${accountMessage} (vatRates.5.5)`)))
      .toEqual({ field: 'vatRates.5.5', message: accountMessage });
    expect(accountingServerError(new ApiError(403, 'MODULE_INACTIVE', 'Le module Comptabilité est désactivé.')))
      .toEqual({ field: null, message: 'Le module Comptabilité est désactivé.' });
    expect(accountingServerError(new Error('boom'))).toEqual({ field: null, message: messages.internal });
  });
});
