import { z } from 'zod';
import { promoCodeSchema, type PromoCode } from '@vendange/contracts';
import { centsToEuroInput } from './euro-input';
import { checkedBy, countText, euroText, type TextRuleMessages } from './text-rules';

/** One promo code as its dialog holds it: a percent or an amount, typed as text. */
export interface PromoCodeForm {
  code: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  minAmount: string;
  validUntil: string;
  active: boolean;
}

export function promoCodeToForm(promo: PromoCode | null): PromoCodeForm {
  if (!promo) return { code: '', kind: 'percent', percent: '', amount: '', minAmount: '', validUntil: '', active: true };
  return {
    code: promo.code, kind: promo.percent !== null ? 'percent' : 'amount', percent: promo.percent === null ? '' : String(promo.percent),
    amount: centsToEuroInput(promo.amountCents), minAmount: centsToEuroInput(promo.minAmountHtCents), validUntil: promo.validUntil ?? '', active: promo.active,
  };
}

/** The dialog's resolver schema: the typed text read, then the contract's promoCodeSchema (codes in capitals). */
export function promoCodeFormSchema(m: TextRuleMessages, taken: readonly string[]) {
  return z.object({
    code: z.string().transform((c) => c.trim().toUpperCase()),
    kind: z.enum(['percent', 'amount']),
    percent: countText(m),
    amount: euroText(m),
    minAmount: euroText(m),
    validUntil: z.string().transform((d) => d.trim() || null),
    active: z.boolean(),
  }).transform((f, ctx) => {
    if (taken.includes(f.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Deux codes promo ne peuvent pas être identiques.' });
      return z.NEVER;
    }
    const value = f.kind === 'percent' ? f.percent : f.amount;
    if (value === null) {
      ctx.addIssue({ code: 'custom', path: [f.kind], message: m.needed });
      return z.NEVER;
    }
    return {
      code: f.code, percent: f.kind === 'percent' ? value : null, amountCents: f.kind === 'amount' ? value : null,
      minAmountHtCents: f.minAmount, validUntil: f.validUntil, active: f.active,
    };
  }).transform(checkedBy(promoCodeSchema));
}
