export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Spec point 9: seasons start on 21 March, 21 June, 21 September and 21 December (local date). */
const STARTS: ReadonlyArray<{ month: number; season: Season }> = [
  { month: 11, season: 'winter' },
  { month: 8, season: 'autumn' },
  { month: 5, season: 'summer' },
  { month: 2, season: 'spring' },
];
const START_DAY = 21;

/** The season of a date, for the auth banner. */
export function seasonOf(date: Date): Season {
  const month = date.getMonth();
  const day = date.getDate();
  const started = STARTS.find((s) => month > s.month || (month === s.month && day >= START_DAY));
  // Before 21 March the winter that started on 21 December of the year before goes on.
  return started?.season ?? 'winter';
}
