import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@vendange/i18n';

/** The wine colours of the reference list (services/catalog references), named in the interface language. */
const colourNames: Record<string, MessageDescriptor> = {
  rouge: msg`Rouge`, blanc: msg`Blanc`, 'rosé': msg`Rosé`, orange: msg`Orange`, gris: msg`Gris`, clairet: msg`Clairet`,
  jaune: msg`Jaune`, 'tuilé': msg`Tuilé`, 'ambré': msg`Ambré`,
};

/** 'rouge' → 'Rouge' / 'Red'; a colour outside the list is shown as the producer wrote it, capitalised. */
export function colourName(colour: string): string {
  const descriptor = colourNames[colour];
  return descriptor ? i18n._(descriptor) : colour.charAt(0).toUpperCase() + colour.slice(1);
}

/** The colours a producer picks from (the shop tabs' editor), in the interface language. */
export const colourChoices = (): Array<[string, string]> => Object.keys(colourNames).map((c) => [c, colourName(c)]);
