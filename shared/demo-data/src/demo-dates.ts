/**
 * When things happened in the demo, counted back from the moment it is seeded (the services load this
 * package when they start, and seed then), so that a fresh demo reads as recent whatever today is.
 *
 * Pending orders must stay well inside the orders service's expiry sweep (services/orders/src/order-expiry.ts:
 * unpaid pending orders older than the shop's `pendingExpiryDays` expire; 10 days by default, and a journey
 * sets 5): the youngest is hours old, the oldest at most 4 days.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `daysAgo` days before `now`, at `at` (HH:mm, UTC) that day; or, with `hoursAgo`, that many hours before `now`. */
export type DemoMoment = { daysAgo: number; at: string } | { hoursAgo: number };

/** The ISO date of a demo moment, seen from `now`. Days counted back keep their time of day, so moments of different days keep their order. */
export function demoMomentAt(moment: DemoMoment, now: Date): string {
  if ('hoursAgo' in moment) return new Date(now.getTime() - moment.hoursAgo * HOUR_MS).toISOString();
  const [hours, minutes] = moment.at.split(':').map(Number) as [number, number];
  const day = new Date(now.getTime() - moment.daysAgo * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes)).toISOString();
}

/** The moment the demo is seeded: when the services load this package. */
export const demoSeededAt = new Date();
