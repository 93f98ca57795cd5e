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

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21); null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The light or the dark text, whichever reads better on a shop's colour (a light colour must not carry white text). */
export function readableTextOn(background: string, light = '#FFFFFF', dark = '#1A202C'): string {
  const onLight = contrastRatio(background, light);
  const onDark = contrastRatio(background, dark);
  if (onLight === null || onDark === null) return light;
  return onLight >= onDark ? light : dark;
}
