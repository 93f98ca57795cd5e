/** The search helper of spec point 5: accents, spaces and case do not matter. */
export function normalizeSearch(value: string): string {
  // œ and æ are ligatures, not accents: without this "coeur" would not find "Cœur de cuvée".
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/\s+/g, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

export const matchesSearch = (haystack: string, needle: string): boolean => normalizeSearch(haystack).includes(normalizeSearch(needle));

/** A confirmation input enables its action once the keyword is typed (spaces removed, any case). */
export const confirmationMatches = (typed: string, keyword: string): boolean =>
  keyword.trim() !== '' && typed.replace(/\s+/g, '').toLowerCase() === keyword.replace(/\s+/g, '').toLowerCase();

export interface SiretParts {
  siret: string;
  siren: string;
  nic: string;
}

/**
 * Fills SIRET from SIREN + NIC or the reverse (spec point 5): a 14-character SIRET gives SIREN
 * (first 9) and NIC (last 5); a 9-character SIREN and a 5-character NIC give the SIRET.
 */
export function fillSiret(parts: Partial<SiretParts>): SiretParts {
  const clean = (v: string | undefined) => (v ?? '').replace(/\s+/g, '');
  const siret = clean(parts.siret);
  const siren = clean(parts.siren);
  const nic = clean(parts.nic);
  if (siret.length === 14) return { siret, siren: siret.slice(0, 9), nic: siret.slice(9) };
  if (siren.length === 9 && nic.length === 5) return { siret: siren + nic, siren, nic };
  return { siret, siren, nic };
}
