import { describe, expect, it } from 'vitest';
import { luminance, readableTextOn } from './colour-contrast';

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
