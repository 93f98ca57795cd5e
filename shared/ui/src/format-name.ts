import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@vendange/i18n';

/**
 * Names of the containers reference list (spec point 3), one wording for the storefront and the dashboard. The
 * storefront's catalog extracts this file too (mfe-shop/lingui.config.js), so its server-rendered pages need no
 * shared catalog.
 */
export const containerNames: Record<string, MessageDescriptor> = {
  bouteille: /*i18n*/ { id: 'format.container.bouteille', message: 'Bouteille' },
  'demi-bouteille': /*i18n*/ { id: 'format.container.demi-bouteille', message: 'Demi-bouteille' },
  fillette: /*i18n*/ { id: 'format.container.fillette', message: 'Fillette' },
  clavelin: /*i18n*/ { id: 'format.container.clavelin', message: 'Clavelin' },
  magnum: /*i18n*/ { id: 'format.container.magnum', message: 'Magnum' },
  jeroboam: /*i18n*/ { id: 'format.container.jeroboam', message: 'Jéroboam' },
  rehoboam: /*i18n*/ { id: 'format.container.rehoboam', message: 'Réhoboam' },
  mathusalem: /*i18n*/ { id: 'format.container.mathusalem', message: 'Mathusalem' },
  salmanazar: /*i18n*/ { id: 'format.container.salmanazar', message: 'Salmanazar' },
  balthazar: /*i18n*/ { id: 'format.container.balthazar', message: 'Balthazar' },
  nabuchodonosor: /*i18n*/ { id: 'format.container.nabuchodonosor', message: 'Nabuchodonosor' },
  bib: /*i18n*/ { id: 'format.container.bib', message: 'Bag-in-box' },
  vrac: /*i18n*/ { id: 'format.container.vrac', message: 'Vrac' },
  fut: /*i18n*/ { id: 'format.container.fut', message: 'Fût' },
  canette: /*i18n*/ { id: 'format.container.canette', message: 'Canette' },
  pot: /*i18n*/ { id: 'format.container.pot', message: 'Pot' },
  unite: /*i18n*/ { id: 'format.container.unite', message: 'Unité' },
};

const volumeUnits = new Set(['ml', 'cl', 'l', 'hl']);

/** "Bouteille 75 cl", "Magnum 150 cl", "Unité": what a format is, in the interface language. */
export function formatName(format: { container: string; unity: string; unityValue: string }): string {
  const descriptor = containerNames[format.container];
  const name = descriptor ? i18n._(descriptor) : format.container;
  if (!volumeUnits.has(format.unity)) return name;
  const volume = i18n.locale === 'en' ? format.unityValue : format.unityValue.replace('.', ',');
  return `${name} ${volume} ${format.unity}`;
}
