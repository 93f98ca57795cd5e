import { z } from 'zod';
import { collectionPointSchema, type CollectionPoint } from '@vendange/contracts';
import { centsToEuroInput } from './euro-input';
import { checkedBy, euroText, optionalText, type TextRuleMessages } from './text-rules';

/** One collection point as its dialog holds it; a blank price is free. */
export interface CollectionPointForm {
  name: string;
  address: string;
  priceCents: string;
  hours: string;
}

export function collectionPointToForm(point: CollectionPoint | null): CollectionPointForm {
  if (!point) return { name: '', address: '', priceCents: '', hours: '' };
  return { name: point.name, address: point.address, priceCents: point.priceCents === 0 ? '' : centsToEuroInput(point.priceCents), hours: point.hours ?? '' };
}

/** The dialog's resolver schema: the typed text read, then the contract's collectionPointSchema; `keyOf` as for delivery modes. */
export function collectionPointFormSchema(m: TextRuleMessages, keyOf: (name: string) => string) {
  return z.object({
    name: z.string(),
    address: z.string(),
    priceCents: euroText(m).transform((cents) => cents ?? 0),
    hours: optionalText,
  }).transform((point) => ({ ...point, id: keyOf(point.name) })).transform(checkedBy(collectionPointSchema));
}
