import { describe, expect, it } from 'vitest';
import { oneOf, orderStatuses, saleChannels } from './order-names';
import { orderStatusSchema } from './sales';
import { saleChannelSchema } from './staff-sales';

describe('order names without a schema', () => {
  it('reads a known name and drops anything else', () => {
    expect(oneOf(orderStatuses, 'pending')).toBe('pending');
    expect(oneOf(saleChannels, 'cashRegister')).toBe('cashRegister');
    for (const v of [null, '', 'PENDING', 'pending ', 'toString', '__proto__']) expect(oneOf(orderStatuses, v)).toBeUndefined();
  });

  it('are the schemas\' own names', () => {
    expect(orderStatusSchema.options).toEqual([...orderStatuses]);
    expect(saleChannelSchema.options).toEqual([...saleChannels]);
  });
});
