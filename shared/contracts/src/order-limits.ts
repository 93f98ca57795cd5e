// Without zod: the cart in the shell reads it at run time.

/** Most lines and units one order may carry (a guard against absurd carts, not a business rule). */
export const ORDER_LIMITS = { lines: 100, quantity: 10_000 } as const;
