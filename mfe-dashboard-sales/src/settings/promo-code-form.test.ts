import { describe, expect, it } from 'vitest';
import { promoCodeFormSchema, promoCodeToForm } from './promo-code-form';
import type { TextRuleMessages } from './text-rules';

const m: TextRuleMessages = { money: (e) => `money:${e}`, integer: 'integer', needed: 'needed' };
const form = { code: ' bienvenue10 ', kind: 'percent' as const, percent: '10', amount: '', minAmount: '50', validUntil: '', active: true };

describe('promo code form', () => {
  it('reads a percent code in capitals, euros in cents, no end date', () => {
    expect(promoCodeFormSchema(m, []).parse(form)).toEqual({ code: 'BIENVENUE10', percent: 10, amountCents: null, minAmountHtCents: 5000, validUntil: null, active: true });
  });

  it('reads an amount code, and shows a saved code back', () => {
    const saved = promoCodeFormSchema(m, []).parse({ ...form, kind: 'amount', amount: '5,5', validUntil: '2026-12-31' });
    expect(saved).toMatchObject({ percent: null, amountCents: 550, validUntil: '2026-12-31' });
    expect(promoCodeToForm(saved)).toMatchObject({ kind: 'amount', amount: '5,50', minAmount: '50,00', validUntil: '2026-12-31' });
  });

  it('refuses a code already there, a missing value, a percent over 100 and a code too long', () => {
    const issues = (values: object, taken: string[] = []) => {
      const r = promoCodeFormSchema(m, taken).safeParse({ ...form, ...values });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({}, ['BIENVENUE10'])).toEqual(['code: Deux codes promo ne peuvent pas être identiques.']);
    expect(issues({ percent: '' })).toEqual(['percent: needed']);
    expect(issues({ percent: '120' })).toEqual(['percent: Le pourcentage doit être un entier entre 1 et 100.']);
    expect(issues({ code: 'UN-CODE-BIEN-TROP-LONG' })[0]).toContain('au maximum 15 caractères');
  });
});
