import { z } from 'zod';
import { contentLanguages } from './catalog-names';

/**
 * Reference lists of spec point 3 served read-only by GET /v1/references/{list}. Product fields that
 * name one of them (colour, labels, container, unit…) carry the item's `code` and the API refuses
 * any code that is not in the list.
 */
export const referenceListNames = [
  'productTypes', 'accessoryTypes', 'drinkTypes', 'colours', 'qualities', 'labels', 'containers', 'units', 'packings',
  'formatTypes', 'wineCategories', 'growingZones', 'grapeVarieties', 'exciseCodes', 'vatTypes', 'contentLanguages', 'allergens',
] as const;
export const referenceListNameSchema = z.enum(referenceListNames, { error: 'Liste de référence inconnue.' });
export type ReferenceListName = z.infer<typeof referenceListNameSchema>;

export const referenceItemSchema = z.object({
  /** Stable value stored on products. */
  code: z.string(),
  /** French label (content data, not an interface string). */
  label: z.string(),
  /** Grouping for long lists (grape varieties: 'rouge' | 'blanc'; labels: 'origine' | 'bio'…). */
  group: z.string().nullable(),
  /** exciseCodes only: the @vendange/pricing excise category it is taxed under (null: no excise). */
  exciseCategory: z.string().nullable().optional(),
  /** units only: the volume unit understood by the pricing engine (ml, cl, l, hl) or null for a count. */
  volumeUnit: z.string().nullable().optional(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const referenceListSchema = z.object({ list: referenceListNameSchema, items: z.array(referenceItemSchema) });
export type ReferenceList = z.infer<typeof referenceListSchema>;

export const contentLanguageSchema = z.enum(contentLanguages);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

/**
 * A decimal carried as text (volumes, degrees, weights, nutrition values): never a float. Accepts a
 * comma or a dot (spec point 5 numberFloat) and answers with a dot.
 */
export function decimalInput(options: { maxInt?: number; scale?: number; max?: number; label?: string } = {}) {
  const { maxInt = 7, scale = 3, max, label = 'Ce nombre' } = options;
  const pattern = new RegExp(`^\\d{1,${maxInt}}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(',', '.'))
    .pipe(
      z.string()
        .regex(pattern, `${label} doit être un nombre positif avec au plus ${scale} décimales (ex. 12.5).`)
        .refine((v) => max === undefined || Number(v) <= max, `${label} doit être inférieur ou égal à ${max}.`),
    );
}

/** Money in a body: integer cents, never negative, below 1 000 000 €. */
export const priceCentsInput = z
  .number({ error: 'Le prix doit être un nombre entier de centimes.' })
  .int('Le prix doit être un nombre entier de centimes.')
  .min(0, 'Le prix ne peut pas être négatif.')
  .max(100_000_000, 'Le prix ne peut pas dépasser 1 000 000 €.');
