// Synthetic holiday data with decreed working days, for the tests: a rule over dates, not a
// dataset, so that the naive oracle and the tables the tests install (test/_helpers/syntheticTables.ts)
// read the same days without either reading daycalc's shipped tables. Inside the compiled tables' years
// a synthetic region's days are these; outside them daycalc (and the oracle) read date-holidays as for
// every country.
//
// Dense on purpose: runs of holidays (1-3 January, 1-3 October, a two-day moving holiday) with decreed
// working weekends before and after them (China's pattern), decreed working days on pseudo-random dates
// of every weekday (so that every `working_days` set has some on its non-working weekdays), one decreed
// day that is also a holiday in years divisible by 10 (the data should never do that: the holiday
// wins), and per subdivision: extra decreed days (CL-AP), a national decreed day taken away (CL-BI),
// and an extra holiday (CL-NU).
import { Temporal } from 'temporal-polyfill';

/** The regions whose tables the tests replace: countries the oracle tests do not otherwise use. */
export const SYNTHETIC_REGIONS: ReadonlyArray<readonly [string, string?]> = [['BY'], ['KZ'], ['CL'], ['CL', 'AP'], ['CL', 'BI'], ['CL', 'NU'], ['CL', 'TA']];

/** The countries of `SYNTHETIC_REGIONS`. */
export const SYNTHETIC_COUNTRIES: readonly string[] = ['BY', 'KZ', 'CL'];

/** One synthetic year of a region: holidays and decreed working days, `YYYY-MM-DD` -> label. */
export interface SyntheticYear {
  readonly holidays: ReadonlyMap<string, string>;
  readonly working: ReadonlyMap<string, string>;
}

const cache = new Map<string, SyntheticYear>();

/** The label of a decreed working day that makes up for a day off. */
export function workingLabel(dayOff: Temporal.PlainDate): string {
  return `Working day (in exchange for the day off on ${dayOff.toString()})`;
}

/** Whether a country's tables are replaced by synthetic ones in the tests that install them. */
export function isSyntheticCountry(country: string): boolean {
  return SYNTHETIC_COUNTRIES.includes(country);
}

/**
 * The synthetic days of a region in one year (any year: the caller decides which years are synthetic).
 *
 * @param country - A country of `SYNTHETIC_COUNTRIES`.
 * @param subdivision - One of its subdivisions, or `undefined`.
 * @param year - The year.
 * @returns Its holidays and decreed working days.
 */
export function syntheticYear(country: string, subdivision: string | undefined, year: number): SyntheticYear {
  const key = `${country}|${subdivision ?? ''}|${year}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const holidays = new Map<string, string>();
  const working = new Map<string, string>();
  const date = (month: number, day: number) => Temporal.PlainDate.from({ year, month, day });
  const holiday = (day: Temporal.PlainDate, label: string) => {
    if (day.year === year && !holidays.has(day.toString())) holidays.set(day.toString(), label);
  };
  const decree = (day: Temporal.PlainDate, dayOff: Temporal.PlainDate) => {
    if (day.year === year && !working.has(day.toString())) working.set(day.toString(), workingLabel(dayOff));
  };
  // A country's own flavour: shift the moving holiday and the pseudo-random days per country.
  const salt = country.charCodeAt(0) * 31 + country.charCodeAt(1);
  for (let day = 1; day <= 3; day++) holiday(date(1, day), "New Year's Day");
  holiday(date(5, 1), 'Labour Day');
  for (let day = 1; day <= 3; day++) holiday(date(10, day), 'National Day');
  holiday(date(12, 25), 'Christmas Day');
  const moving = date(1, 1).add({ days: 20 + ((year * 37 + salt) % 300) });
  holiday(moving, 'Moving Day');
  holiday(moving.add({ days: 1 }), 'Moving Day');
  // Working weekends around the runs: the weekend days just before and just after each run.
  for (const [first, last] of [[date(1, 1), date(1, 3)], [date(10, 1), date(10, 3)], [moving, moving.add({ days: 1 })]] as const) {
    for (let offset = 1; offset <= 3; offset++) {
      for (const day of [first.subtract({ days: offset }), last.add({ days: offset })]) {
        if (day.dayOfWeek >= 6) decree(day, first);
      }
    }
  }
  // Pseudo-random decreed days on any weekday, about one a month.
  for (let day = date(1, 1); day.year === year; day = day.add({ days: 1 })) {
    if ((day.dayOfYear * 13 + year * 7 + salt) % 29 === 0) decree(day, day.add({ days: 3 }));
  }
  // Now and then a decreed day that is also a holiday (the holiday wins).
  if (year % 10 === 0) decree(moving.add({ days: 1 }), moving);
  if (country === 'CL' && subdivision === 'AP') {
    for (const [month, day] of [[3, 7], [6, 15], [6, 16], [11, 29]] as const) decree(date(month, day), date(month, day).add({ days: 2 }));
  }
  if (country === 'CL' && subdivision === 'BI') {
    for (const day of [...working.keys()]) if (day.slice(5, 7) === '03' || day.slice(5, 7) === '10') working.delete(day);
  }
  if (country === 'CL' && subdivision === 'NU') holiday(date(7, 10), 'Regional Day');
  const value = { holidays: sortedMap(holidays), working: sortedMap(working) };
  cache.set(key, value);
  return value;
}

/** A map with its keys (dates) in order. */
function sortedMap(map: Map<string, string>): ReadonlyMap<string, string> {
  return new Map([...map].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
}
