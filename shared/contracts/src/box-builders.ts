import { z } from 'zod';
import { decimalInput } from './catalog-references';
import { BOX_SIZES } from './catalog-names';

// Box builders (route /shops/{id}/builders/{builder}, DOMAIN.md "Builders"): a product of type 'box'
// the buyer fills with eligible bottles up to its size; the bottles in it get the box's discount.
// The cart then holds the box (its packaging, priced like any product) and one line per bottle.


export const boxBuilderMessages = {
  size: `Un coffret contient de ${BOX_SIZES.min} à ${BOX_SIZES.max} bouteilles.`,
  eligibleMissing: 'Choisissez au moins un vin que l\'on peut mettre dans ce coffret.',
  notBox: 'Seul un produit de type coffret peut se composer.',
  incomplete: (name: string, size: number, count: number) =>
    `Le coffret « ${name} » doit contenir ${size} bouteilles : il en contient ${count}. Complétez-le ou retirez-le du panier.`,
  notEligible: (name: string, wine: string) => `« ${wine} » ne peut pas entrer dans le coffret « ${name} » : retirez le coffret et composez-le à nouveau.`,
  composeFirst: (name: string) => `« ${name} » se compose : choisissez ses bouteilles depuis la page du coffret.`,
} as const;

/** The composition rule of a box product, as the producer sets it in the product editor. */
export const boxBuilderBodySchema = z.object({
  size: z.number({ error: boxBuilderMessages.size }).int(boxBuilderMessages.size).min(BOX_SIZES.min, boxBuilderMessages.size).max(BOX_SIZES.max, boxBuilderMessages.size),
  /** Percent off the unit price of each bottle placed in the box (replaces that bottle's tiers and promotions). */
  discountPercent: decimalInput({ maxInt: 2, scale: 2, max: 50, label: 'La remise du coffret' }).default('0'),
  /** Formats (product + bottle size) the buyer may put in the box; same shop, not boxes themselves. */
  eligibleFormatIds: z.array(z.number().int().positive()).min(1, boxBuilderMessages.eligibleMissing).max(200),
});
export type BoxBuilderBody = z.input<typeof boxBuilderBodySchema>;

export const boxBuilderSchema = z.object({
  size: z.number().int(),
  discountPercent: z.string(),
  eligibleFormatIds: z.array(z.number().int()),
});
export type BoxBuilder = z.infer<typeof boxBuilderSchema>;

/** The box a cart line belongs to: `key` tells one composed box from another of the same builder. */
export const cartBoxRefSchema = z.object({
  key: z.string().trim().min(1).max(40),
  builderId: z.number().int().positive(),
});
export type CartBoxRef = z.infer<typeof cartBoxRefSchema>;
