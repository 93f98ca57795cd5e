/**
 * Millilitres (the DRM's integer unit) as hectolitres, exact: ml / 100 000 written with string arithmetic, up to
 * 5 decimals, trailing zeros dropped, thousands grouped: 750 → '0,0075 hl', 150 000 075 → '1 500,00075 hl' (French),
 * '1,500.00075 hl' (English). Never a float, so no 0,00749999.
 */
export function hlText(ml: number, locale: 'fr' | 'en' = 'fr'): string {
  if (!Number.isInteger(ml)) throw new TypeError(`hlText expects integer millilitres, got ${ml}`);
  const sign = ml < 0 ? '-' : '';
  const abs = Math.abs(ml);
  const whole = String(Math.floor(abs / 100_000)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? ' ' : ',');
  const decimals = String(abs % 100_000).padStart(5, '0').replace(/0+$/, '');
  return `${sign}${whole}${decimals ? `${locale === 'fr' ? ',' : '.'}${decimals}` : ''} hl`;
}
