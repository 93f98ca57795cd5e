import type { BuilderDetail, BuilderWine } from '@vendange/contracts';
import type { CartProductInput, ComposedBox } from '@vendange/store';
import type { BuilderDraft } from './builder-draft';

/** The cart line of a wine in the box: what the cart shows (title, picture, format, vintage). */
export function bottleLineOf(wine: BuilderWine, formatLabel: string | null): CartProductInput {
  return {
    id: wine.productId,
    title: formatLabel ? `${wine.name} · ${formatLabel}` : wine.name,
    image: wine.imageUrl,
    chosenFormat: { id: wine.formatId, unityValue: wine.unityValue, unity: wine.unity },
    chosenVintage: wine.vintage ? { id: wine.vintage.id, name: wine.vintage.name } : null,
  };
}

/**
 * The box as the cart takes it (addBox): the box product's line (its packaging format) and the
 * draft's bottles. Null when the box has no format for the viewer. A wine offered in several sizes
 * has its size in its title (`formatLabel`).
 */
export function composedBoxOf(builder: BuilderDetail, draft: BuilderDraft, formatLabel: (wine: BuilderWine) => string): ComposedBox | null {
  if (builder.boxFormatId === null) return null;
  const sizesOf = (productId: number) => builder.wines.filter((w) => w.productId === productId).length;
  return {
    builderId: builder.id,
    box: { id: builder.id, title: builder.name, image: builder.imageUrl, productType: 'box', chosenFormat: { id: builder.boxFormatId }, chosenVintage: null },
    bottles: draft.items.flatMap((item) => {
      const wine = builder.wines.find((w) => w.formatId === item.formatId && w.productId === item.productId);
      return wine ? [{ line: bottleLineOf(wine, sizesOf(wine.productId) > 1 ? formatLabel(wine) : null), quantity: item.quantity }] : [];
    }),
  };
}

/**
 * The box so far for the viewer, in cents as the price list shows them (HT or TTC): the box's own
 * price and each bottle at its price once in the box. Null when a price is missing (prices for members).
 * Only an estimate: the cart is priced by the server.
 */
export function draftTotalOf(builder: BuilderDetail, draft: BuilderDraft): number | null {
  if (!builder.boxPrice) return null;
  let total = builder.boxPrice.displayCents;
  for (const item of draft.items) {
    const price = builder.wines.find((w) => w.formatId === item.formatId)?.price;
    if (!price) return null;
    total += price.displayCents * item.quantity;
  }
  return total;
}
