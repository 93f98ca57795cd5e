import { describe, expect, it } from 'vitest';
import { ApiError } from '@vendange/api-client';
import { messages } from '@vendange/contracts';
import { placeSaleError } from './sale-errors';

describe('placeSaleError', () => {
  it('puts a 400 under the field it names', () => {
    const err = new ApiError(400, 'INVALID_INPUT', 'Indiquez la raison du prix ou de la remise accordée. (lines.1.reason)');
    expect(placeSaleError(err)).toEqual({ field: 'lines.1.reason', message: 'Indiquez la raison du prix ou de la remise accordée.' });
  });
  it('puts a refusal about one line on that line', () => {
    const err = new ApiError(400, 'NO_PRICE', 'Pas proposé à votre tarif.', { problems: [{ code: 'NO_PRICE', message: 'Pas proposé à votre tarif.', sellerId: 1, line: 0 }] });
    expect(placeSaleError(err)).toEqual({ field: 'lines.0', message: 'Pas proposé à votre tarif.' });
  });
  it('keeps other messages above the form, the generic one when the server said nothing', () => {
    expect(placeSaleError(new ApiError(409, 'NO_EMAIL', 'Ce client n’a pas d’e-mail.'))).toEqual({ field: null, message: 'Ce client n’a pas d’e-mail.' });
    expect(placeSaleError(new ApiError(500, 'HTTP_ERROR', 'HTTP 500'))).toEqual({ field: null, message: messages.internal });
    expect(placeSaleError(new Error('network'))).toEqual({ field: null, message: messages.internal });
  });
});
