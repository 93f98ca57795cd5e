// Without zod: constants of the till its first screen reads (docs/decisions/front-end-performance.md, till).

/** A ticket's gift-wrapping line has no product: product and format 0 (no stock moves for it). */
export const WRAPPING_LINE_ID = 0;
