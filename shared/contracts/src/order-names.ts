// Without zod: lists and filters read these names on screens that need no schema (docs/decisions/front-end-performance.md).
/** An order's statuses (spec point 4). */
export const orderStatuses = ['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error'] as const;
/** Where an order comes from: the shop (web), the dashboard (staff), the till (cashRegister). */
export const saleChannels = ['web', 'staff', 'cashRegister'] as const;

/** `value` when it is one of `names`, else undefined: a URL's filter read without a schema. */
export function oneOf<const T extends readonly string[]>(names: T, value: string | null): T[number] | undefined {
  return value !== null && (names as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}
