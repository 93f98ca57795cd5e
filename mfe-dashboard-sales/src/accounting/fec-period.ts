import { accountingExportMaxYears } from '@vendange/contracts';
import { fiscalYearOf } from '@vendange/pricing';

/** The period of an accounting export: French calendar days, both included (YYYY-MM-DD, as date inputs give them). */
export interface FecPeriod {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default period: the fiscal year `today` falls in, from the shop's logStartMonth (0-based) and logStartDay. */
export function defaultFecPeriod(today: string, startMonth0 = 0, startDay = 1): FecPeriod {
  const year = fiscalYearOf(today, startMonth0, startDay);
  return { from: year.start, to: year.end };
}

/** Why a period cannot be exported: a day missing, an end before the start, or longer than the server takes. */
export type FecPeriodError = 'from' | 'to' | 'inverted' | 'tooLong';

/** The first thing wrong with the period, or null when it can be asked for (the server checks it again). */
export function fecPeriodError(period: FecPeriod): FecPeriodError | null {
  if (!DAY.test(period.from)) return 'from';
  if (!DAY.test(period.to)) return 'to';
  if (period.from > period.to) return 'inverted';
  const limit = `${String(Number(period.from.slice(0, 4)) + accountingExportMaxYears).padStart(4, '0')}${period.from.slice(4)}`;
  return period.to >= limit ? 'tooLong' : null;
}
