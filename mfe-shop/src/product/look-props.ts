import { badgeTones, buttonSizes, lookColours, lookRadii, lookShadows, lookSpace, lookType, type BadgeTone, type ButtonSize } from './storefront-look';

/**
 * The storefront's look as Chakra style props, for the pages drawn inside the app (shop, product card,
 * product page). Plain objects from `storefront-look.ts`, the values the server-rendered CSS is written
 * from: no `colorPalette="brand"` here (its solid is brand.500, 3.1:1 under white text).
 */

const px = (n: number) => `${n}px`;

/** A solid (primary) or outline button of the storefront, in one of its sizes. */
export function lookButton(variant: 'solid' | 'outline', size: ButtonSize) {
  const s = buttonSizes[size];
  const colours = variant === 'solid'
    ? { bg: lookColours.primary, color: lookColours.onPrimary, borderColor: lookColours.primary, _hover: { bg: lookColours.primaryHover, borderColor: lookColours.primaryHover } }
    : { bg: lookColours.surface, color: lookColours.primary, borderColor: lookColours.primary, _hover: { bg: lookColours.primarySubtle } };
  return {
    h: px(s.height), minH: px(s.height), px: px(s.paddingX), fontSize: s.fontSize, fontWeight: lookType.weights.button,
    borderRadius: px(lookRadii.control), borderWidth: '1px', boxShadow: 'none', ...colours,
  };
}

/** A format or vintage to choose on the product page: outline, or solid when chosen (`aria-pressed`). */
export function lookChoice(selected: boolean) {
  return {
    ...lookButton(selected ? 'solid' : 'outline', 'sm'), h: 'auto', py: '6px', px: '12px',
    flexDirection: 'column' as const, alignItems: 'flex-start', gap: '0', whiteSpace: 'normal', textAlign: 'start' as const,
  };
}

/** A badge in one of the storefront's tones. */
export function lookBadge(tone: BadgeTone) {
  const t = badgeTones[tone];
  return {
    bg: t.background, color: t.colour, boxShadow: t.edge ? `inset 0 0 0 1px ${t.edge}` : 'none', borderRadius: px(lookRadii.badge),
    px: '8px', minH: 'auto', fontSize: lookType.tiny, fontWeight: lookType.weights.strong, lineHeight: '1.6', textTransform: 'none' as const,
  };
}

/** The white boxes: product cards and the nutrition panel. */
export const lookCard = {
  bg: lookColours.surface, borderRadius: px(lookRadii.card), p: px(lookSpace.cardPadding), boxShadow: lookShadows.card, _hover: { boxShadow: lookShadows.cardHover },
};
export const lookPanel = { bg: lookColours.surface, borderRadius: px(lookRadii.card), p: px(lookSpace.panelPadding), boxShadow: lookShadows.card };

/** Secondary text (precision, limits, health warning). */
export const lookMuted = { color: lookColours.muted };
