import { readableTextOn } from '../ssr/colour-contrast';

/**
 * The storefront's one look (issue 15 point 15; docs/decisions/storefront-look.md). The page a visitor gets
 * from the server (`ssr/storefront-css.ts`, plain CSS) and the same pages inside the app (Chakra style
 * props, `look-props.ts`) both read these values, so a change here changes both, and
 * `storefront-look.test.ts` fails when either side writes its own.
 */

/** Every colour of the storefront. Text pairs pass WCAG AA (4.5:1), which Chakra's brand.500 under white text does not (3.1:1). */
export const lookColours = {
  /** brand.700: solid buttons, outline buttons' text and border, links, the cart count, the focus ring. */
  primary: '#156a80',
  primaryHover: '#0f4f60',
  onPrimary: '#FFFFFF',
  /** brand.50 / brand.200: notices, an outline button under the pointer. */
  primarySubtle: '#e6f6fa',
  primaryBorder: '#95d8e7',
  /** The app's page and text (its theme's gray.50 and gray.900), then Chakra's grays. */
  page: '#fafafa',
  surface: '#FFFFFF',
  text: '#18181b',
  muted: '#52525b',
  hover: '#f4f4f5',
  border: '#e4e4e7',
  /** Fields and outline badges: 3:1 against white, as WCAG asks of a control's edge. */
  control: '#71717a',
  /** The wine drawn where a product has no picture. */
  placeholder: '#d4d4d8',
  success: '#124a28',
  danger: '#991919',
} as const;

export type BadgeTone = 'neutral' | 'outline' | 'green' | 'orange' | 'red';

/** Badges (colour, vintage, labels, 'Épuisé', stock, promotion): pale background, dark text of the same hue. */
export const badgeTones: Record<BadgeTone, { background: string; colour: string; edge: string | null }> = {
  neutral: { background: lookColours.hover, colour: '#27272a', edge: null },
  outline: { background: lookColours.surface, colour: '#27272a', edge: lookColours.control },
  green: { background: '#dcfce7', colour: lookColours.success, edge: null },
  orange: { background: '#ffedd5', colour: '#6c2710', edge: null },
  red: { background: '#fee2e2', colour: lookColours.danger, edge: null },
};

/** Corners, in px: controls as the app's Chakra buttons (the shell's header draws those), cards and panels rounder. */
export const lookRadii = { control: 4, badge: 4, card: 8 } as const;

/** Spacing, in px. */
export const lookSpace = { page: 24, section: 20, stack: 8, cardPadding: 16, cardGap: 12, gridGap: 16, panelPadding: 20 } as const;

export const lookShadows = { card: '0 1px 3px rgba(0,0,0,.1)', cardHover: '0 4px 8px rgba(0,0,0,.12)' } as const;

/** Type sizes (rem) and weights. */
export const lookType = {
  heroTitle: { phone: '1.875rem', wide: '2.25rem' },
  pageTitle: '1.875rem',
  sectionTitle: '1.25rem',
  cardTitle: '1.125rem',
  price: '1.875rem',
  body: '1rem',
  small: '0.875rem',
  tiny: '0.75rem',
  weights: { normal: 400, button: 500, strong: 600, bold: 700 },
} as const;

export type ButtonSize = 'xs' | 'sm' | 'lg';

/**
 * Button heights, side padding (px) and text: the app's Chakra sizes, so the shell's header and the
 * pages agree. `xs` is the header's on phones, `sm` cards and notices, `lg` the product page's 'Ajouter au panier'.
 */
export const buttonSizes: Record<ButtonSize, { height: number; paddingX: number; fontSize: string }> = {
  xs: { height: 32, paddingX: 10, fontSize: lookType.tiny },
  sm: { height: 36, paddingX: 14, fontSize: lookType.small },
  lg: { height: 44, paddingX: 20, fontSize: lookType.body },
};

/** The product card, top to bottom: what it shows and in which order (both cards lay their parts out from this list). */
export const CARD_PARTS = ['picture', 'name', 'badges', 'prices', 'action'] as const;
export type CardPart = (typeof CARD_PARTS)[number];

/** The card's picture box height (px), the product page's gallery thumbnails (px). */
export const lookSizes = { cardPicture: 160, thumbnail: 64, grid: { phone: 1, tablet: 2, desktop: 3 } } as const;

/** The shop's banner: its picture darkened under white text, else its colour under whichever text reads on it. */
export function heroLook(shop: { color: string; banner: string | null }): { backgroundColor: string; backgroundImage?: string; color: string } {
  return shop.banner
    ? { backgroundColor: shop.color, backgroundImage: `linear-gradient(rgba(0,0,0,.45),rgba(0,0,0,.45)),url("${encodeURI(shop.banner)}")`, color: lookColours.onPrimary }
    : { backgroundColor: shop.color, color: readableTextOn(shop.color, lookColours.onPrimary, lookColours.text) };
}
