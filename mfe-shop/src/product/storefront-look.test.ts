import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../ssr/colour-contrast';
import { STOREFRONT_CSS } from '../ssr/storefront-css';
import { lookBadge, lookButton, lookCard, lookChoice } from './look-props';
import { badgeTones, buttonSizes, heroLook, lookColours, lookRadii, lookShadows, lookSpace } from './storefront-look';

const AA = 4.5;
const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const lookHexes = new Set([...Object.values(lookColours), ...Object.values(badgeTones).flatMap((t) => [t.background, t.colour, t.edge])]
  .filter((c): c is string => c !== null).map((c) => c.toLowerCase()));

describe('the storefront look', () => {
  it('keeps every text at AA contrast on what it is drawn on', () => {
    const c = lookColours;
    const pairs: Array<[string, string]> = [
      [c.onPrimary, c.primary], [c.onPrimary, c.primaryHover], [c.primary, c.surface], [c.primary, c.primarySubtle], [c.primary, c.page],
      [c.text, c.page], [c.text, c.surface], [c.text, c.primarySubtle], [c.muted, c.surface], [c.muted, c.page], [c.muted, c.primarySubtle],
      [c.onPrimary, c.success], [c.onPrimary, c.danger],
      ...Object.values(badgeTones).map((t): [string, string] => [t.colour, t.background]),
    ];
    for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
    // A control's edge needs 3:1 against its page.
    expect(contrastRatio(c.control, c.surface)).toBeGreaterThanOrEqual(3);
  });

  it('puts readable text on a light or a dark shop colour, white on a banner picture', () => {
    expect(heroLook({ color: '#7B2D43', banner: null }).color).toBe(lookColours.onPrimary);
    expect(heroLook({ color: '#F5E6C8', banner: null }).color).toBe(lookColours.text);
    expect(heroLook({ color: '#F5E6C8', banner: '/v1/files/b.jpg' })).toMatchObject({ color: lookColours.onPrimary, backgroundImage: expect.stringContaining('url("/v1/files/b.jpg")') });
  });
});

describe('the server-rendered CSS', () => {
  it('uses no colour but the look’s', () => {
    const used = STOREFRONT_CSS.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    expect(used.length).toBeGreaterThan(10);
    expect(used.map((h) => h.toLowerCase()).filter((h) => !lookHexes.has(h))).toEqual([]);
  });

  it('draws buttons, cards and badges from the look’s values', () => {
    const c = lookColours;
    expect(STOREFRONT_CSS).toContain(`.sf-btn-solid{background:${c.primary};border-color:${c.primary};color:${c.onPrimary}}`);
    expect(STOREFRONT_CSS).toContain(`min-height:${buttonSizes.sm.height}px;padding:0 ${buttonSizes.sm.paddingX}px;border-radius:${lookRadii.control}px`);
    expect(STOREFRONT_CSS).toContain(`.sf-btn-lg{min-height:${buttonSizes.lg.height}px`);
    expect(STOREFRONT_CSS).toContain(`gap:${lookSpace.cardGap}px;height:100%;background:${c.surface};border-radius:${lookRadii.card}px;padding:${lookSpace.cardPadding}px;box-shadow:${lookShadows.card}`);
    expect(STOREFRONT_CSS).toContain(`.sf-badge-orange{background:${badgeTones.orange.background};color:${badgeTones.orange.colour}}`);
  });
});

describe('the app’s Chakra props', () => {
  it('carry the same values as the CSS', () => {
    expect(lookButton('solid', 'sm')).toMatchObject({ bg: lookColours.primary, color: lookColours.onPrimary, h: `${buttonSizes.sm.height}px`, px: `${buttonSizes.sm.paddingX}px`, borderRadius: `${lookRadii.control}px` });
    expect(lookButton('outline', 'lg')).toMatchObject({ bg: lookColours.surface, color: lookColours.primary, borderColor: lookColours.primary, h: `${buttonSizes.lg.height}px` });
    expect(lookChoice(true)).toMatchObject({ bg: lookColours.primary, color: lookColours.onPrimary });
    expect(lookBadge('green')).toMatchObject({ bg: badgeTones.green.background, color: badgeTones.green.colour });
    expect(lookCard).toMatchObject({ bg: lookColours.surface, borderRadius: `${lookRadii.card}px`, p: `${lookSpace.cardPadding}px`, boxShadow: lookShadows.card });
  });
});

describe('both sides read the look rather than writing their own', () => {
  const app = ['screens/product-card.tsx', 'screens/shop-screen.tsx', 'product/product-screen.tsx', 'product/product-buy-box.tsx', 'product/product-prices.tsx',
    'product/product-facts.tsx', 'product/product-gallery.tsx', 'storefront/members-only-notice.tsx'];
  const server = ['ssr/shop-product-card.tsx', 'ssr/shop-page.tsx', 'ssr/product-page.tsx', 'ssr/product-buy.tsx', 'ssr/product-prices.tsx', 'ssr/product-facts.tsx',
    'ssr/members-only.tsx', 'ssr/shop-bar.tsx'];

  it.each(app)('%s: no colour literal, palette or Chakra colour token', (file) => {
    const text = source(file);
    expect(text).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(text).not.toMatch(/colorPalette=/);
    expect(text).not.toMatch(/(color|bg|borderColor)="(gray|brand|red|orange|green)\.\d+"/);
  });

  it.each(server)('%s: no colour literal (classes of the CSS only)', (file) => {
    expect(source(file)).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it('lays both product cards out from CARD_PARTS, and both banners from heroLook', () => {
    for (const file of ['screens/product-card.tsx', 'ssr/shop-product-card.tsx']) expect(source(file)).toContain('CARD_PARTS.map(');
    for (const file of ['screens/shop-screen.tsx', 'ssr/shop-page.tsx']) expect(source(file)).toContain('heroLook(');
  });
});
