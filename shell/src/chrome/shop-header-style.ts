import type { Role } from '@vendange/contracts';
import type { ShopHeaderLook } from '@vendange/store';
import type { WidthMode } from '@vendange/ui';

/**
 * What the shop header holds for whom (spec point 2): the cart badge for those who buy (visitors and
 * buyers; staff and agents order from the dashboard), tabs in the bar on wide screens, and on phones
 * (< 600 px) a menu button opening the shop side menu instead.
 */
export function shopHeaderParts(role: Role | null, mode: WidthMode): { cart: boolean; menuButton: boolean; inlineTabs: boolean } {
  const phone = mode === 'mobile';
  return { cart: role === null || role === 'buyer', menuButton: phone, inlineTabs: !phone };
}

/** One tab of the bar, drawn from the shop's look: the page open is in full colour, bold, underlined when the style says so. */
export function shopTabStyle(look: ShopHeaderLook, active: boolean) {
  return {
    color: active ? look.bar.color : look.tab.mutedColor,
    fontWeight: active ? '600' : '500',
    textTransform: look.tab.textTransform,
    letterSpacing: look.tab.letterSpacing,
    borderBottom: active && look.tab.activeUnderline ? '2px solid currentColor' : '2px solid transparent',
  } as const;
}
