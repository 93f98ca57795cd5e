import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@vendange/i18n';
import type { ProductDetail } from '@vendange/contracts';
import { packingOf } from './product-offer';

type Format = Pick<ProductDetail['formats'][number], 'container' | 'unity' | 'unityValue' | 'type' | 'packingQuantity'>;
type Named = Pick<Format, 'container' | 'unity' | 'unityValue'>;

/** Names of the containers reference list (spec point 3), in the interface language. */
const containerNames: Record<string, MessageDescriptor> = {
  bouteille: msg`Bouteille`, 'demi-bouteille': msg`Demi-bouteille`, fillette: msg`Fillette`, clavelin: msg`Clavelin`, magnum: msg`Magnum`,
  jeroboam: msg`Jéroboam`, rehoboam: msg`Réhoboam`, mathusalem: msg`Mathusalem`, salmanazar: msg`Salmanazar`, balthazar: msg`Balthazar`,
  nabuchodonosor: msg`Nabuchodonosor`, bib: msg`Bag-in-box`, vrac: msg`Vrac`, fut: msg`Fût`, canette: msg`Canette`, pot: msg`Pot`, unite: msg`Unité`,
};

const volumeUnits = new Set(['ml', 'cl', 'l', 'hl']);

/** "Bouteille 75 cl", "Magnum 150 cl", "Unité": what the format is. */
export function formatName(format: Named): string {
  const descriptor = containerNames[format.container];
  const name = descriptor ? i18n._(descriptor) : format.container;
  if (!volumeUnits.has(format.unity)) return name;
  const volume = i18n.locale === 'en' ? format.unityValue : format.unityValue.replace('.', ',');
  return `${name} ${volume} ${format.unity}`;
}

/** "Carton de 6 bouteilles" for a packed format (spec point 2, cart drawer and product page); null otherwise. */
export function packingText(format: Format): string | null {
  const packing = packingOf(format);
  if (!packing) return null;
  const n = packing.count;
  switch (packing.container) {
    case 'bouteille': return plural(n, { one: 'Carton de # bouteille', other: 'Carton de # bouteilles' });
    case 'demi-bouteille': return plural(n, { one: 'Carton de # demi-bouteille', other: 'Carton de # demi-bouteilles' });
    case 'magnum': return plural(n, { one: 'Carton de # magnum', other: 'Carton de # magnums' });
    case 'canette': return plural(n, { one: 'Carton de # canette', other: 'Carton de # canettes' });
    default: return plural(n, { one: 'Carton de # unité', other: 'Carton de # unités' });
  }
}
