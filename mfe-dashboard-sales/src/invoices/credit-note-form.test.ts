import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '@vendange/contracts';
import { creditableLines, creditNoteBody, emptyCreditNoteDraft } from './credit-note-form';

const creditable = [{ lineId: 10, quantity: 6 }, { lineId: 11, quantity: 1 }, { lineId: 12, quantity: 0 }];

describe('creditNoteBody', () => {
  it('credits the whole invoice by default: the reason alone, trimmed', () => {
    expect(creditNoteBody({ ...emptyCreditNoteDraft, reason: '  Casse  ' }, creditable)).toEqual({ ok: true, body: { reason: 'Casse' } });
  });
  it('requires a reason of 3 characters or more, in the contract words', () => {
    const check = creditNoteBody({ ...emptyCreditNoteDraft, reason: ' a ' }, creditable);
    expect(check).toEqual({ ok: false, errors: { lines: {}, reason: 'Indiquez la raison de l’avoir (au moins 3 caractères).' } });
  });
  it('sends the chosen lines with their quantity, skipping empty and zero ones', () => {
    const check = creditNoteBody({ whole: false, reason: 'Une bouteille cassée', quantities: { 10: '1', 11: '', 12: '0' } }, creditable);
    expect(check).toEqual({ ok: true, body: { reason: 'Une bouteille cassée', lines: [{ lineId: 10, quantity: 1 }] } });
  });
  it('never credits more than what is left on a line', () => {
    const check = creditNoteBody({ whole: false, reason: 'Retour', quantities: { 10: '7', 11: '1' } }, creditable);
    expect(check).toEqual({ ok: false, errors: { lines: { 10: invoiceMessages.tooMuch } } });
  });
  it('refuses a fraction or a negative quantity with the contract message', () => {
    const check = creditNoteBody({ whole: false, reason: 'Retour', quantities: { 10: '1.5', 11: '-1' } }, creditable);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors.lines[10]).toBe('La quantité doit être un nombre entier.');
      expect(check.errors.lines[11]).toBe('La quantité à créditer doit être au moins 1.');
    }
  });
  it('asks for a line when crediting by lines with none chosen', () => {
    expect(creditNoteBody({ whole: false, reason: 'Retour', quantities: {} }, creditable)).toEqual({ ok: false, errors: { lines: {}, noLine: true } });
  });
  it('ignores quantities typed before switching back to the whole invoice', () => {
    expect(creditNoteBody({ whole: true, reason: 'Retour', quantities: { 10: '99' } }, creditable)).toEqual({ ok: true, body: { reason: 'Retour' } });
  });
});

describe('creditableLines', () => {
  it('lists the invoice lines with something left, with their label, in invoice order', () => {
    const line = (id: number, label: string) => ({ id, label });
    const invoice = {
      lines: [line(10, 'Viognier 75 cl'), line(11, 'Livraison'), line(12, 'Rosé')],
      creditable: [{ lineId: 11, quantity: 1, lineTtcCents: 900 }, { lineId: 10, quantity: 5, lineTtcCents: 6000 }, { lineId: 12, quantity: 0, lineTtcCents: 0 }],
    };
    expect(creditableLines(invoice)).toEqual([
      { lineId: 10, label: 'Viognier 75 cl', quantityLeft: 5, ttcLeftCents: 6000 },
      { lineId: 11, label: 'Livraison', quantityLeft: 1, ttcLeftCents: 900 },
    ]);
  });
});
