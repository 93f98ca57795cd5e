/** Spec point 5 search helper: ignores accents, spaces and case ('Côtes du Rhône' → 'cotesdurhone'). */
export function foldSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s'’-]+/g, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** The stored search text of a product: its name and precision folded. */
export const productSearchText = (name: string, precision: string | null) => foldSearch(`${name} ${precision ?? ''}`);
