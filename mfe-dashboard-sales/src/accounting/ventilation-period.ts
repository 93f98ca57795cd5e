import { addDays, endOfMonth, fiscalYearOf } from '@vendange/pricing';

/** A period of French calendar days, both included (YYYY-MM-DD, as date inputs give them). */
export interface VentilationPeriod {
  from: string;
  to: string;
}

/** The quick choices of the Ventilations screen. */
export type PeriodChoice = 'thisMonth' | 'lastMonth' | 'thisQuarter' | 'fiscalYear';

/** The shop's fiscal year start (spec point 9): month 0-based, day of month. */
export interface FiscalStart { logStartMonth: number; logStartDay: number }

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The period a quick choice names on `today` (the French day): the whole calendar month, the month before, the
 * calendar quarter, or the fiscal year the day falls in (from the shop's logStartMonth / logStartDay).
 */
export function periodOf(choice: PeriodChoice, today: string, fiscal: FiscalStart = { logStartMonth: 0, logStartDay: 1 }): VentilationPeriod {
  switch (choice) {
    case 'thisMonth': return { from: firstOfMonth(today), to: endOfMonth(today) };
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
    case 'thisQuarter': {
      const month0 = Number(today.slice(5, 7)) - 1;
      const start = `${today.slice(0, 4)}-${String(month0 - (month0 % 3) + 1).padStart(2, '0')}-01`;
      return { from: start, to: endOfMonth(addDays(endOfMonth(addDays(endOfMonth(start), 1)), 1)) };
    }
    case 'fiscalYear': {
      const year = fiscalYearOf(today, fiscal.logStartMonth, fiscal.logStartDay);
      return { from: year.start, to: year.end };
    }
  }
}

/** The quick choice a period is, if any (the button shown pressed). */
export function choiceOf(period: VentilationPeriod, today: string, fiscal?: FiscalStart): PeriodChoice | null {
  const choices: PeriodChoice[] = ['thisMonth', 'lastMonth', 'thisQuarter', 'fiscalYear'];
  return choices.find((c) => {
    const p = periodOf(c, today, fiscal);
    return p.from === period.from && p.to === period.to;
  }) ?? null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a period typed by hand: a day missing, or an end before the start; null when it can be asked. */
export function periodError(period: VentilationPeriod): 'from' | 'to' | 'inverted' | null {
  if (!DAY.test(period.from)) return 'from';
  if (!DAY.test(period.to)) return 'to';
  return period.from > period.to ? 'inverted' : null;
}
