import type { HeaderStyle } from '@vendange/contracts';

/**
 * How a shop's header style (spec point 3 "Header style") draws: plain CSS values, so that the shell's
 * shop header and the live preview of /dashboard/customize look the same from one mapping.
 */
export interface ShopHeaderLook {
  bar: { background: string; color: string; boxShadow: string; borderBottom: string; fontFamily: string };
  /** Where the tabs sit in their row. */
  justify: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  logo: { show: boolean; placement: HeaderStyle['logoPlacement']; filter: string };
  tab: { textTransform: 'uppercase' | 'none'; letterSpacing: string; mutedColor: string; activeUnderline: boolean };
}

const SHADOWS = ['none', '0 1px 2px rgba(0,0,0,0.12)', '0 2px 4px rgba(0,0,0,0.14)', '0 4px 8px rgba(0,0,0,0.16)', '0 6px 12px rgba(0,0,0,0.18)', '0 8px 16px rgba(0,0,0,0.2)'] as const;

const FONTS: Record<HeaderStyle['font'], string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
  rounded: 'ui-rounded, "Nunito", "Varela Round", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};

const JUSTIFY: Record<HeaderStyle['justifyContent'], ShopHeaderLook['justify']> = {
  start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between',
};

/** `dark` says the header's colour is dark: text turns white, lines light. */
export function shopHeaderLook(style: HeaderStyle): ShopHeaderLook {
  const elevation = Math.min(Math.max(Math.round(style.elevation), 0), SHADOWS.length - 1);
  return {
    bar: {
      background: style.color,
      color: style.dark ? '#FFFFFF' : '#1A202C',
      boxShadow: style.shadow ? SHADOWS[elevation]! : 'none',
      borderBottom: style.border ? `1px solid ${style.dark ? 'rgba(255,255,255,0.28)' : 'rgba(0,0,0,0.12)'}` : 'none',
      fontFamily: FONTS[style.font],
    },
    justify: JUSTIFY[style.justifyContent],
    logo: { show: !style.hideLogo, placement: style.logoPlacement, filter: style.logoShadow ? 'drop-shadow(0 1px 2px rgba(0,0,0,0.35))' : 'none' },
    tab: {
      textTransform: style.isUppercase ? 'uppercase' : 'none',
      letterSpacing: style.isUppercase ? '0.06em' : 'normal',
      mutedColor: style.dark ? 'rgba(255,255,255,0.85)' : 'rgba(26,32,44,0.8)',
      activeUnderline: style.underline,
    },
  };
}
