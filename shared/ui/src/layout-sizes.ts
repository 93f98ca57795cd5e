/** Spec point 9 layout constants, in pixels. */
export const layoutSizes = {
  header: 64,
  sidebar: 180,
  sidebarCompact: 56,
  bottomBar: 70,
  cartDrawer: 400,
  notificationCentre: { width: 600, height: 500 },
  smallPopup: 350,
  imageCropperHeight: 500,
  snackbarSpacing: 75,
} as const;

/** Spec point 9 breakpoints: mobile up to 600, tablet up to 1280, desktop above. */
export const MOBILE_MAX = 600;
export const TABLET_MAX = 1280;
/** Under this width a popup takes the whole screen. */
export const POPUP_FULL_UNDER = 1400;

export type WidthMode = 'mobile' | 'tablet' | 'desktop';

export function widthModeOf(width: number): WidthMode {
  if (width < MOBILE_MAX) return 'mobile';
  if (width < TABLET_MAX) return 'tablet';
  return 'desktop';
}

/** Sidebar width for a width mode: 180 on desktop, 56 on tablet, none on mobile (a drawer instead). */
export function sidebarWidthOf(mode: WidthMode): number {
  if (mode === 'desktop') return layoutSizes.sidebar;
  return mode === 'tablet' ? layoutSizes.sidebarCompact : 0;
}

/** Popup width: full screen under 1400 px, 350 px for a small popup, otherwise 70% of the screen. */
export function popupWidthOf(viewportWidth: number, small = false): string {
  if (small) return viewportWidth < layoutSizes.smallPopup ? '100vw' : `${layoutSizes.smallPopup}px`;
  if (viewportWidth < POPUP_FULL_UNDER) return '100vw';
  return '70vw';
}
