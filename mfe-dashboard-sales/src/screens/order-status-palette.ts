import type { OrderStatus } from '@vendange/contracts';

/** Badge colour of each order status (spec point 9 palette: blue, red, grey, else orange). */
export const orderStatusPalette: Record<OrderStatus, string> = {
  draft: 'gray', pending: 'orange', validated: 'blue', refused: 'red', cancelled: 'red', aborted: 'gray', expired: 'gray', invoiced: 'green', error: 'red',
};
