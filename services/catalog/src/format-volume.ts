import { eq75Of } from '@vendange/pricing';
import { referenceItem } from './references/reference-index';

/**
 * 75 cl equivalents of one sold unit when the producer gave none: the volume (unit × value ×
 * packing quantity) / 0.75 l for a volume unit, 0 for a count or a mass (an accessory is no bottle).
 */
export function eq75For(format: { unity: string; unityValue: string; packingQuantity: number; eq75?: string | undefined }): string {
  if (format.eq75 !== undefined) return format.eq75;
  const volumeUnit = referenceItem('units', format.unity)?.volumeUnit ?? null;
  if (!volumeUnit) return '0';
  return eq75Of({ unity: volumeUnit, unityValue: format.unityValue, packingQuantity: format.packingQuantity });
}
