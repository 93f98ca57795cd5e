import { sepaReferencePattern } from '@vendange/contracts';

/**
 * A mandate's unique reference (RUM) as the shop generates it: VDG, the shop, then the mandate's rank in the
 * shop, e.g. VDG-12-000034 (35 characters at most, the SEPA set; unique per shop as the rank is).
 */
export function generatedRum(shopId: number, rank: number): string {
  const rum = `VDG-${shopId}-${String(rank).padStart(6, '0')}`;
  if (!sepaReferencePattern.test(rum)) throw new Error(`RUM hors du jeu SEPA : ${rum}`);
  return rum;
}
