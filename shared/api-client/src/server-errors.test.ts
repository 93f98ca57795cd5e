import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { placeServerError } from './server-errors';

const fields = ['email', 'password', 'siret'] as const;

describe('placeServerError', () => {
  it('puts a 409 under the e-mail', () => {
    expect(placeServerError(new ApiError(409, 'EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse e-mail.'), fields, 'x'))
      .toEqual({ field: 'email', message: 'Un compte existe déjà avec cette adresse e-mail.' });
  });
  it('puts a 400 naming a field under that field, without the name', () => {
    expect(placeServerError(new ApiError(400, 'INVALID_INPUT', 'Le SIRET doit faire 14 chiffres (siret)'), fields, 'x'))
      .toEqual({ field: 'siret', message: 'Le SIRET doit faire 14 chiffres' });
  });
  it('keeps a 400 naming an unknown field above the form, message intact', () => {
    expect(placeServerError(new ApiError(400, 'INVALID_INPUT', 'Valeur refusée (kind)'), fields, 'x')).toEqual({ field: null, message: 'Valeur refusée (kind)' });
  });
  it('shows a 429 above the form', () => {
    expect(placeServerError(new ApiError(429, 'TOO_MANY', 'Trop de tentatives. Réessayez dans quelques minutes.'), fields, 'x'))
      .toEqual({ field: null, message: 'Trop de tentatives. Réessayez dans quelques minutes.' });
  });
  it('uses the fallback without a server message', () => {
    expect(placeServerError(new ApiError(502, 'HTTP_ERROR', 'HTTP 502'), fields, 'Réessayez')).toEqual({ field: null, message: 'Réessayez' });
    expect(placeServerError(new TypeError('Failed to fetch'), fields, 'Réessayez')).toEqual({ field: null, message: 'Réessayez' });
  });
});
