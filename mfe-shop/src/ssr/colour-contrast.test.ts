import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, readableTextOn } from './colour-contrast';

describe('readableTextOn', () => {
  it('puts white on dark shop colours and dark text on light ones', () => {
    expect(readableTextOn('#7B2D43')).toBe('#FFFFFF');
    expect(readableTextOn('#2E5E4E')).toBe('#FFFFFF');
    expect(readableTextOn('#F5E6C8')).toBe('#1A202C');
    expect(readableTextOn('#FFFFFF')).toBe('#1A202C');
    expect(readableTextOn('not a colour')).toBe('#FFFFFF');
  });

  it('measures luminance as WCAG does', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 5);
  });
});

describe('contrastRatio', () => {
  it('measures as WCAG does: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#156a80', '#156a80')).toBe(1);
    expect(contrastRatio('#219EBC', '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
  });
});
