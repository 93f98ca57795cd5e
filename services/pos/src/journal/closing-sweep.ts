import { and, eq } from 'drizzle-orm';
import { closingPeriods, type ClosingPeriod } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import type { Db } from '@vendange/service-kit';
import { closings } from '../db/journal-schema';
import { currentPeriodKey, nextPeriodKey, periodKeyOf } from './closing-period';
import { takeClosing } from './closings';
import { journalRepo } from './journal-repo';

/** The first day of the period holding `now`: sales recorded before it belong to finished periods. */
const periodStartDay = (period: ClosingPeriod, now: Date): string => {
  const key = currentPeriodKey(period, now);
  return period === 'day' ? key : period === 'month' ? `${key}-01` : `${key}-01-01`;
};

/**
 * The end-of-period job (queue `pos.close-periods`, hourly): every finished day, month and year that holds sales
 * no closing covers gets its closing, taken by the platform (takenBy null). Idempotent: a period already closed is
 * skipped (the owner's closing or an earlier run), and takeClosing answers an existing one under the lock.
 * Returns how many closings it wrote.
 */
export async function closeFinishedPeriods(db: Db, now: Date = new Date()): Promise<number> {
  const repo = journalRepo(db);
  let written = 0;
  for (const period of closingPeriods) {
    const startDay = periodStartDay(period, now);
    const current = currentPeriodKey(period, now);
    for (const point of await repo.pointsWithOpenSales(period, startDay)) {
      // One closing per finished period with sales, oldest first; bounded so a bad clock never loops for ever.
      for (let guard = 0; guard < 400; guard += 1) {
        const open = (await repo.pointsWithOpenSales(period, startDay)).find((p) => p.salesPointId === point.salesPointId);
        if (!open) break;
        let key = periodKeyOf(period, calendarDate(open.firstAt));
        while (key < current && (await db.select({ id: closings.id }).from(closings)
          .where(and(eq(closings.salesPointId, point.salesPointId), eq(closings.period, period), eq(closings.periodKey, key)))).length > 0) {
          key = nextPeriodKey(period, key);
        }
        // A sale after the last closing of an earlier period waits for the current period's closing.
        if (key >= current) break;
        const taken = await takeClosing(db, { shopId: point.shopId, salesPointId: point.salesPointId, period, periodKey: key, takenBy: null });
        if (taken.created) written += 1;
      }
    }
  }
  return written;
}
