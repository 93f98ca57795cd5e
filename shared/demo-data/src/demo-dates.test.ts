import { describe, expect, it } from 'vitest';
import { defaultShopSalesRules } from '@vendange/contracts';
import { demoEventsAt, demoOrders, demoOrdersAt, demoSeededAt } from './index';

const DAY_MS = 24 * 3600 * 1000;
/** The shortest delay a journey gives a demo shop (services/gateway/test/durable-work.test.ts sets 5 days). */
const SHORTEST_DELAY_DAYS = 5;
const nows = ['2026-11-25T03:07:00Z', '2027-01-01T00:01:00Z', '2031-06-15T23:59:00Z', '2028-02-29T12:00:00Z'].map((d) => new Date(d));

describe('demo dates', () => {
  it.each(nows)('seeded at %s: orders in their order, all in the past', (now) => {
    const times = demoOrdersAt(now).map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const t of times) expect(t).toBeLessThan(now.getTime());
  });

  it.each(nows)('seeded at %s: no pending order is old enough for the expiry sweep', (now) => {
    const pending = demoOrdersAt(now).filter((o) => o.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(SHORTEST_DELAY_DAYS).toBeLessThanOrEqual(defaultShopSalesRules.pendingExpiryDays!);
    for (const o of pending) expect(now.getTime() - Date.parse(o.createdAt)).toBeLessThan(SHORTEST_DELAY_DAYS * DAY_MS);
  });

  it.each(nows)('seeded at %s: the transfer arrives after its order, the stock after the first order', (now) => {
    const orders = demoOrdersAt(now);
    const events = demoEventsAt(now);
    const paid = orders.find((o) => o.paymentStatus === 'paid')!;
    expect(Date.parse(events.transferReceivedAt)).toBeGreaterThan(Date.parse(paid.createdAt));
    expect(Date.parse(events.transferReceivedAt)).toBeLessThan(now.getTime());
    expect(Date.parse(events.stockArrivedAt)).toBeGreaterThan(Date.parse(orders[0]!.createdAt));
  });

  it('dates the exported orders from the moment the package is loaded', () => {
    expect(demoOrders).toEqual(demoOrdersAt(demoSeededAt));
    expect(Date.now() - demoSeededAt.getTime()).toBeLessThan(60_000);
  });
});
