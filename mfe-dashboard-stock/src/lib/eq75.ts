import { eq75Of } from '@vendange/pricing';
import { normaliseDecimal, roundDecimalText } from './decimal-text';

export interface VolumeInput {
  /** The unit's volume unit from the units reference list (ml, cl, l, hl), null for a count (u, kg). */
  volumeUnit: string | null | undefined;
  /** Typed by a person: "75", "37,5". */
  unityValue: string;
  packingQuantity?: number | null;
}

/**
 * 75 cl equivalents of one sold unit computed from its volume, the way @vendange/pricing does, rounded
 * to the 3 decimals the contract keeps (50 cl → "0.667", magnum → "2", carton of 6 → "6"); null when
 * the volume says nothing (a count unit, an empty or unreadable value).
 */
export function eq75FromVolume({ volumeUnit, unityValue, packingQuantity }: VolumeInput): string | null {
  const value = normaliseDecimal(unityValue);
  if (!volumeUnit || !/^\d+(\.\d+)?$/.test(value) || Number(value) === 0) return null;
  const packing = packingQuantity && Number.isInteger(packingQuantity) && packingQuantity > 0 ? packingQuantity : 1;
  try {
    return roundDecimalText(eq75Of({ unity: volumeUnit, unityValue: value, packingQuantity: packing }), 3);
  } catch {
    return null;
  }
}
