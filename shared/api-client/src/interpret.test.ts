import { describe, expect, it } from 'vitest';
import { interpretResponse } from './interpret';

describe('interpretResponse (spec point 8)', () => {
  it('keeps the session on a 403 of a module turned off, and shows why', () => {
    expect(interpretResponse(403, { success: false, code: 'MODULE_INACTIVE', message: 'Module off' }, true)).toEqual({
      ok: false, logout: false, snackbar: { kind: 'error', message: 'Module off' },
    });
  });

  it('logs out on 403', () => {
    expect(interpretResponse(403, { message: 'Non' }, true)).toEqual({ ok: false, logout: true, snackbar: { kind: 'error', message: 'Non' } });
  });
  it('logs out on 401 only when a token was sent', () => {
    expect(interpretResponse(401, { message: 'x' }, true).logout).toBe(true);
    expect(interpretResponse(401, { message: 'Le mail et/ou le mot de passe sont incorrects.' }, false)).toEqual({
      ok: false, logout: false, snackbar: { kind: 'error', message: 'Le mail et/ou le mot de passe sont incorrects.' },
    });
  });
  it('shows an error snackbar for a string message, none for an array', () => {
    expect(interpretResponse(400, { message: 'Le mail est incorrect' }, false).snackbar?.kind).toBe('error');
    expect(interpretResponse(400, { message: ['a', 'b'] }, false).snackbar).toBeNull();
  });
  it('shows a success snackbar when a 2xx carries a message, an error one with success false', () => {
    expect(interpretResponse(200, { message: 'Enregistré' }, true).snackbar).toEqual({ kind: 'success', message: 'Enregistré' });
    expect(interpretResponse(200, { success: false, message: 'Stock insuffisant' }, true).snackbar).toEqual({ kind: 'error', message: 'Stock insuffisant' });
  });
  it('stays silent on a plain success', () => {
    expect(interpretResponse(200, { items: [] }, true)).toEqual({ ok: true, logout: false, snackbar: null });
  });
});
