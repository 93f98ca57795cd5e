import { describe, expect, it } from 'vitest';
import { popupWidthOf, sidebarWidthOf, widthModeOf } from './layout-sizes';

describe('width modes (spec point 4: mobile up to 600, tablet 600 to 1280, desktop above)', () => {
  it.each([
    [320, 'mobile'], [375, 'mobile'], [599, 'mobile'], [600, 'tablet'], [1024, 'tablet'], [1279, 'tablet'], [1280, 'desktop'], [1440, 'desktop'],
  ] as const)('%i px is %s', (width, mode) => expect(widthModeOf(width)).toBe(mode));

  it('gives the sidebar 180 px on desktop, 56 on tablet, none on mobile', () => {
    expect(sidebarWidthOf('desktop')).toBe(180);
    expect(sidebarWidthOf('tablet')).toBe(56);
    expect(sidebarWidthOf('mobile')).toBe(0);
  });
});

describe('popup width (spec point 9)', () => {
  it('is full size under 1400 px and 70% above', () => {
    expect(popupWidthOf(1399)).toBe('100vw');
    expect(popupWidthOf(1400)).toBe('70vw');
    expect(popupWidthOf(1920)).toBe('70vw');
  });
  it('is 350 px when small, whatever the screen, unless the screen is narrower', () => {
    expect(popupWidthOf(1920, true)).toBe('350px');
    expect(popupWidthOf(375, true)).toBe('350px');
    expect(popupWidthOf(320, true)).toBe('100vw');
  });
});
