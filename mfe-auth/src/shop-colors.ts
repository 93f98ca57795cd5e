const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A shop colour we can paint with, or null (the theme's primary colour is used then). */
export function usableColor(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && HEX.test(v) ? v : null;
}

/** Text colour readable on a background (WCAG relative luminance): white on dark, near-black on light. */
export function readableTextOn(hex: string): 'white' | '#1a202c' {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white beats contrast with near-black below about 0.18.
  return luminance < 0.18 ? 'white' : '#1a202c';
}
