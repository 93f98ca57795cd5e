/** Relative luminance of a #RRGGBB colour (WCAG 2); null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on a shop's colour (a light colour must not carry white text). */
export function readableTextOn(background: string): '#FFFFFF' | '#1A202C' {
  const l = luminance(background);
  if (l === null) return '#FFFFFF';
  const dark = luminance('#1A202C')!;
  return (1.05 / (l + 0.05)) >= ((l + 0.05) / (dark + 0.05)) ? '#FFFFFF' : '#1A202C';
}
