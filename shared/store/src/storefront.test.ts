import { describe, expect, it } from 'vitest';
import { defaultHeaderStyle, type PublicShop } from '@vendange/contracts';
import { activeTabOf, shopPathOf, tabLinks, tabOfPage, tabSlug } from './storefront';
import { shopHeaderLook } from './storefront-header';

const tabs: PublicShop['tabs'] = [
  { id: 'coffrets', name: 'Coffrets', order: 2, exists: true, children: [] },
  { id: 'vins', name: 'Nos vins', order: 1, exists: true, children: [{ id: 'rouges', name: 'Rouges' }, { id: 'coffrets-rouges', name: 'Coffrets' }] },
  { id: 'old', name: 'Ancienne page', order: 0, exists: false, children: [] },
];

describe('storefront tabs', () => {
  it('names a page by its name lowercased, spaces to dashes', () => {
    expect(tabSlug(' Nos  Vins ')).toBe('nos-vins');
  });

  it('links the existing tabs in their order, with pageid only where two pages share a name', () => {
    expect(tabLinks(tabs)).toEqual([
      { id: 'vins', name: 'Nos vins', search: '?page=nos-vins', children: [
        { id: 'rouges', name: 'Rouges', search: '?page=rouges', children: [] },
        { id: 'coffrets-rouges', name: 'Coffrets', search: '?page=coffrets&pageid=coffrets-rouges', children: [] },
      ] },
      { id: 'coffrets', name: 'Coffrets', search: '?page=coffrets&pageid=coffrets', children: [] },
    ]);
  });

  it('opens the page asked by pageid, else by name, else the first existing tab', () => {
    expect(activeTabOf(tabs, 'coffrets', 'coffrets')).toEqual({ id: 'coffrets', name: 'Coffrets' });
    expect(activeTabOf(tabs, 'rouges', null)).toEqual({ id: 'rouges', name: 'Rouges' });
    expect(activeTabOf(tabs, null, null)).toEqual({ id: 'vins', name: 'Nos vins' });
    expect(activeTabOf(tabs, 'ancienne-page', null)).toEqual({ id: 'vins', name: 'Nos vins' });
    expect(activeTabOf([], 'x', null)).toBeNull();
  });

  it('underlines the tab of a sub-page', () => {
    expect(tabOfPage(tabs, 'rouges')).toBe('vins');
    expect(tabOfPage(tabs, 'coffrets')).toBe('coffrets');
    expect(tabOfPage(tabs, null)).toBeNull();
  });

  it('puts a logged-in user under /shops/{id}, anyone else at /{name}', () => {
    expect(shopPathOf({ id: 1, urlShop: 'domaine-des-coteaux' }, true)).toBe('/shops/1');
    expect(shopPathOf({ id: 1, urlShop: 'domaine-des-coteaux' }, false)).toBe('/domaine-des-coteaux');
  });
});

describe('shopHeaderLook', () => {
  it('draws the default style: white, dark text, a light shadow, underlined tabs', () => {
    const look = shopHeaderLook(defaultHeaderStyle);
    expect(look.bar).toMatchObject({ background: '#FFFFFF', color: '#1A202C', boxShadow: '0 1px 2px rgba(0,0,0,0.12)', borderBottom: 'none' });
    expect(look.tab).toMatchObject({ textTransform: 'none', activeUnderline: true });
    expect(look.logo).toEqual({ show: true, placement: 'start', filter: 'none' });
    expect(look.justify).toBe('flex-start');
  });

  it('follows every option of the style', () => {
    const look = shopHeaderLook({
      ...defaultHeaderStyle, color: '#7B2D43', dark: true, shadow: true, elevation: 4, border: true, font: 'serif', logoPlacement: 'center',
      hideLogo: true, logoShadow: true, justifyContent: 'space-between', underline: false, isUppercase: true,
    });
    expect(look.bar).toEqual({
      background: '#7B2D43', color: '#FFFFFF', boxShadow: '0 6px 12px rgba(0,0,0,0.18)', borderBottom: '1px solid rgba(255,255,255,0.28)',
      fontFamily: 'Georgia, Cambria, "Times New Roman", serif',
    });
    expect(look.logo).toEqual({ show: false, placement: 'center', filter: 'drop-shadow(0 1px 2px rgba(0,0,0,0.35))' });
    expect(look.tab).toEqual({ textTransform: 'uppercase', letterSpacing: '0.06em', mutedColor: 'rgba(255,255,255,0.85)', activeUnderline: false });
    expect(look.justify).toBe('space-between');
  });

  it('draws no shadow when it is off, whatever the elevation', () => {
    expect(shopHeaderLook({ ...defaultHeaderStyle, shadow: false, elevation: 5 }).bar.boxShadow).toBe('none');
    expect(shopHeaderLook({ ...defaultHeaderStyle, elevation: 0 }).bar.boxShadow).toBe('none');
  });
});
