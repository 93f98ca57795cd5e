/** The period of a FEC export: French calendar days, both included (YYYY-MM-DD, as date inputs give them). */
export interface FecPeriod {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default period: the current calendar year, from 1 January to `today` (the French day). */
export const defaultFecPeriod = (today: string): FecPeriod => ({ from: `${today.slice(0, 4)}-01-01`, to: today });

/** Why a period cannot be exported: a day missing, or an end before the start. */
export type FecPeriodError = 'from' | 'to' | 'inverted';

/** The first thing wrong with the period, or null when it can be asked for (the server checks it again). */
export function fecPeriodError(period: FecPeriod): FecPeriodError | null {
  if (!DAY.test(period.from)) return 'from';
  if (!DAY.test(period.to)) return 'to';
  return period.from > period.to ? 'inverted' : null;
}
