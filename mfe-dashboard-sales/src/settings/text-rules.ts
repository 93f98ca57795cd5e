import { z } from 'zod';
import { parseEuros, type EuroInputError } from './euro-input';

/** The French messages of the form's own readings (the contract brings the others). */
export interface TextRuleMessages {
  money: (error: EuroInputError) => string;
  integer: string;
  needed: string;
}

/** Euros as typed → cents; blank → null ("no rule"). */
export const euroText = (m: TextRuleMessages) => z.string().transform((text, ctx) => {
  const parsed = parseEuros(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: m.money(parsed.error) });
    return z.NEVER;
  }
  return parsed.cents;
});

/** Euros as typed → cents; blank refused. */
export const requiredEuroText = (m: TextRuleMessages) => euroText(m).transform((cents, ctx) => {
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: m.needed });
    return z.NEVER;
  }
  return cents;
});

/** A whole number as typed ("12") → 12; blank → null. Bounds are the contract's. */
export const countText = (m: TextRuleMessages) => z.string().transform((text, ctx) => {
  const typed = text.trim();
  if (typed === '') return null;
  if (!/^\d+$/.test(typed)) {
    ctx.addIssue({ code: 'custom', message: m.integer });
    return z.NEVER;
  }
  return Number(typed);
});

export const requiredCountText = (m: TextRuleMessages) => countText(m).transform((n, ctx) => {
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: m.needed });
    return z.NEVER;
  }
  return n;
});

/** Free text where blank means "nothing to say" (null). */
export const optionalText = z.string().transform((text) => (text.trim() === '' ? null : text.trim()));

/**
 * Hands what the form read to a contract schema and keeps its messages on their paths. (A zod pipe
 * would do the same, but its types refuse a contract whose input has defaults.)
 */
export const checkedBy = <S extends z.ZodType>(schema: S) => (value: unknown, ctx: z.RefinementCtx): z.output<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
};
