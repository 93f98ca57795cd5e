/**
 * The box being composed (box builders): which bottles, how many of each. Pure rules here; the
 * composer keeps the draft in sessionStorage (use-builder-draft.ts) so that opening a wine's page
 * and coming back keeps it. A draft never holds more bottles than the box's size.
 */

export interface DraftItem {
  productId: number;
  formatId: number;
  quantity: number;
}

export interface BuilderDraft {
  items: DraftItem[];
}

export const emptyDraft: BuilderDraft = { items: [] };

/** Bottles in the draft. */
export const countOf = (draft: BuilderDraft): number => draft.items.reduce((n, i) => n + i.quantity, 0);

/** How many of one wine (format) the draft holds. */
export const quantityOf = (draft: BuilderDraft, formatId: number): number => draft.items.find((i) => i.formatId === formatId)?.quantity ?? 0;

export const isFull = (draft: BuilderDraft, size: number): boolean => countOf(draft) >= size;

/** Bottles still to choose before the box is full. */
export const missingOf = (draft: BuilderDraft, size: number): number => Math.max(0, size - countOf(draft));

/** Whether one more bottle of this wine may go in: the box is not full and the wine's stock (when tracked) allows it. */
export const mayAddOne = (draft: BuilderDraft, wine: { formatId: number; stock?: number | null }, size: number): boolean =>
  !isFull(draft, size) && (wine.stock === undefined || wine.stock === null || quantityOf(draft, wine.formatId) < wine.stock);

/** One more bottle of a wine; nothing changes once the box is full or the wine's stock is all in it. */
export function addOne(draft: BuilderDraft, wine: { productId: number; formatId: number; stock?: number | null }, size: number): BuilderDraft {
  if (!mayAddOne(draft, wine, size)) return draft;
  const at = draft.items.findIndex((i) => i.formatId === wine.formatId);
  if (at < 0) return { items: [...draft.items, { productId: wine.productId, formatId: wine.formatId, quantity: 1 }] };
  return { items: draft.items.map((i, k) => (k === at ? { ...i, quantity: i.quantity + 1 } : i)) };
}

/** One bottle less of a wine (its item goes at 0); nothing changes when there is none. */
export function removeOne(draft: BuilderDraft, formatId: number): BuilderDraft {
  if (quantityOf(draft, formatId) === 0) return draft;
  return { items: draft.items.flatMap((i) => (i.formatId !== formatId ? [i] : i.quantity > 1 ? [{ ...i, quantity: i.quantity - 1 }] : [])) };
}

/**
 * A draft read back (from storage, or after the producer changed the box): only wines still
 * eligible, positive whole quantities, and never more than the size (the last bottles chosen go first).
 */
export function keepValid(raw: unknown, eligible: ReadonlyArray<{ productId: number; formatId: number }> | null, size: number): BuilderDraft {
  const list = raw && typeof raw === 'object' && Array.isArray((raw as { items?: unknown }).items) ? (raw as { items: unknown[] }).items : [];
  let room = Math.max(0, Math.floor(size));
  const items: DraftItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { productId, formatId, quantity } = entry as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || !Number.isSafeInteger(formatId) || !Number.isSafeInteger(quantity) || (quantity as number) <= 0) continue;
    const wine = { productId: productId as number, formatId: formatId as number };
    if (eligible && !eligible.some((e) => e.formatId === wine.formatId && e.productId === wine.productId)) continue;
    if (items.some((i) => i.formatId === wine.formatId)) continue;
    const q = Math.min(quantity as number, room);
    if (q <= 0) break;
    items.push({ ...wine, quantity: q });
    room -= q;
  }
  return { items };
}
