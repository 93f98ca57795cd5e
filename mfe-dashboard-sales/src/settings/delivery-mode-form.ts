import { z } from 'zod';
import { deliveryModeSchema, type DeliveryMode } from '@vendange/contracts';
import { centsToEuroInput } from './euro-input';
import { checkedBy, optionalText, requiredCountText, requiredEuroText, type TextRuleMessages } from './text-rules';

/** Spec point 9: up to 12 bottles in one parcel, 7 € for each parcel beyond the first. */
export const DEFAULT_PER_PARCEL = 12;
export const DEFAULT_EXTRA_PARCEL_CENTS = 700;

/** One delivery mode as its dialog holds it: amounts in euros, counts as text. */
export interface DeliveryModeForm {
  type: DeliveryMode['type'];
  name: string;
  priceCents: string;
  perParcel: string;
  extraParcelCents: string;
  delay: string;
}

/** The dialog's fields for a mode being edited, or the spec's defaults for a new one. */
export function deliveryModeToForm(mode: DeliveryMode | null): DeliveryModeForm {
  if (!mode) {
    return { type: 'colissimo', name: '', priceCents: '', perParcel: String(DEFAULT_PER_PARCEL), extraParcelCents: centsToEuroInput(DEFAULT_EXTRA_PARCEL_CENTS), delay: '' };
  }
  return {
    type: mode.type, name: mode.name, priceCents: centsToEuroInput(mode.priceCents), perParcel: String(mode.perParcel),
    extraParcelCents: centsToEuroInput(mode.extraParcelCents), delay: mode.delay ?? '',
  };
}

/**
 * The dialog's resolver schema: the typed text read, then the contract's deliveryModeSchema. `keyOf`
 * gives the mode's key from its name (a new mode) or keeps the saved one.
 */
export function deliveryModeFormSchema(m: TextRuleMessages, keyOf: (name: string) => string) {
  return z.object({
    type: deliveryModeSchema.shape.type,
    name: z.string(),
    priceCents: requiredEuroText(m),
    perParcel: requiredCountText(m),
    extraParcelCents: requiredEuroText(m),
    delay: optionalText,
  }).transform((mode) => ({ ...mode, ref: keyOf(mode.name) })).transform(checkedBy(deliveryModeSchema));
}
