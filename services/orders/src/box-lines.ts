import { boxBuilderMessages, type PlaceOrderBody, type ProductPrices } from '@vendange/contracts';

type Line = PlaceOrderBody['lines'][number];
type Found = Extract<ProductPrices['lines'][number], { found: true }>;

export type BoxCheck =
  | {
    ok: true;
    /** Line index → the box's discount percent, for each bottle in a box. */
    discounts: Map<number, string>;
    /** The boxes' own lines: packaging, not bottles (they count for no parcel, franco or order rule). */
    boxLines: number[];
  }
  | { ok: false; message: string; line: number };

/**
 * The composed boxes of a seller's lines (box builders): each key must hold the box product's own line
 * (once, quantity 1) and exactly `size` bottles, all among the builder's eligible formats; a box
 * product that composes cannot be ordered without its bottles. Lines already matched the catalogue.
 */
export function checkBoxes(lines: Line[], catalog: ProductPrices): BoxCheck {
  const found = (i: number) => catalog.lines[i] as Found;
  const groups = new Map<string, { builderId: number; boxLine: number | null; bottles: number[] }>();
  for (const [i, line] of lines.entries()) {
    const product = found(i);
    if (!line.box) {
      if (product.builder) return { ok: false, message: boxBuilderMessages.composeFirst(product.label), line: i };
      continue;
    }
    const group = groups.get(line.box.key) ?? { builderId: line.box.builderId, boxLine: null, bottles: [] };
    if (group.builderId !== line.box.builderId) return { ok: false, message: boxBuilderMessages.composeFirst(product.label), line: i };
    if (line.productId === line.box.builderId) {
      if (!product.builder || group.boxLine !== null || line.quantity !== 1) return { ok: false, message: boxBuilderMessages.composeFirst(product.label), line: i };
      group.boxLine = i;
    } else {
      group.bottles.push(i);
    }
    groups.set(line.box.key, group);
  }
  const discounts = new Map<number, string>();
  const boxLines: number[] = [];
  for (const group of groups.values()) {
    const first = group.boxLine ?? group.bottles[0]!;
    if (group.boxLine === null) return { ok: false, message: "Ce coffret n'est plus proposé : retirez-le du panier.", line: first };
    const box = found(group.boxLine);
    const builder = box.builder!;
    const name = box.label;
    for (const i of group.bottles) {
      if (!builder.eligibleFormatIds.includes(found(i).formatId ?? -1)) return { ok: false, message: boxBuilderMessages.notEligible(name, found(i).label), line: i };
    }
    const count = group.bottles.reduce((sum, i) => sum + lines[i]!.quantity, 0);
    if (count !== builder.size) return { ok: false, message: boxBuilderMessages.incomplete(name, builder.size, count), line: group.boxLine };
    for (const i of group.bottles) discounts.set(i, builder.discountPercent);
    boxLines.push(group.boxLine);
  }
  return { ok: true, discounts, boxLines };
}
