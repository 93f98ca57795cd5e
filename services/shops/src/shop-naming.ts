/** Plain ASCII of a name: accents dropped, anything else than letters and digits turned to spaces. */
const ascii = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[^A-Za-z0-9]+/g, ' ').trim();

/** URL name of a new shop (/{name}): lowercase words joined by dashes, at most 60 characters. */
export function slugOf(name: string): string {
  const slug = ascii(name).toLowerCase().replace(/\s+/g, '-').slice(0, 60).replace(/-+$/, '');
  return slug || 'boutique';
}

/** Public code of a new shop (the ?id= of branded links): 8 uppercase letters or digits from the name. */
export function codeOf(name: string): string {
  const letters = ascii(name).toUpperCase().replace(/\s+/g, '');
  return (letters || 'SHOP').slice(0, 8).padEnd(4, 'X');
}

/** The candidate after `base` is taken: BASE2, BASE3… (codes) or base-2, base-3… (URL names). */
export const nextCandidate = (base: string, attempt: number, separator: '' | '-') => (attempt === 0 ? base : `${base}${separator}${attempt + 1}`);
