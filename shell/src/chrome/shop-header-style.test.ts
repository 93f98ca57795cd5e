import { describe, expect, it } from 'vitest';
import { defaultHeaderStyle } from '@vendange/contracts';
import { shopHeaderLook } from '@vendange/store';
import { shopHeaderParts, shopTabStyle } from './shop-header-style';

describe('shopHeaderParts', () => {
  it('shows the cart to visitors and buyers only', () => {
    expect(shopHeaderParts(null, 'desktop').cart).toBe(true);
    expect(shopHeaderParts('buyer', 'desktop').cart).toBe(true);
    for (const role of ['owner', 'iam', 'agent', 'admin'] as const) expect(shopHeaderParts(role, 'desktop').cart, role).toBe(false);
  });

  it('puts the tabs in a side menu under 600 px', () => {
    expect(shopHeaderParts(null, 'mobile')).toEqual({ cart: true, menuButton: true, inlineTabs: false });
    expect(shopHeaderParts(null, 'tablet')).toMatchObject({ menuButton: false, inlineTabs: true });
  });
});

describe('shopTabStyle', () => {
  it('underlines and bolds the open page, in the bar colour', () => {
    const look = shopHeaderLook(defaultHeaderStyle);
    expect(shopTabStyle(look, true)).toMatchObject({ color: '#1A202C', fontWeight: '600', borderBottom: '2px solid currentColor' });
    expect(shopTabStyle(look, false)).toMatchObject({ color: look.tab.mutedColor, borderBottom: '2px solid transparent' });
  });

  it('uppercases and leaves the underline out when the style says so', () => {
    const look = shopHeaderLook({ ...defaultHeaderStyle, isUppercase: true, underline: false });
    expect(shopTabStyle(look, true)).toMatchObject({ textTransform: 'uppercase', borderBottom: '2px solid transparent' });
  });
});
